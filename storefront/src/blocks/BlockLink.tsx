import type { ReactNode } from 'react';
import { useStorefront } from '../context';

/**
 * Where a link kept in data content leads: http(s), mailto and tel as written, a path inside the store through
 * href() (so it keeps the language base), and nothing for any other scheme: componentlist items are not checked
 * against a template on save, so a javascript: or data: address could reach here.
 */
export function linkHref(link: string | undefined, href: (path: string) => string): string {
  const value = (link ?? '').trim();
  if (!value) return '';
  if (/^(https?:|mailto:|tel:|\/\/)/i.test(value)) return value;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return '';
  return href(value);
}

interface Props {
  link: string | undefined;
  /** The link item's linktarget: 'blank' opens a new tab. */
  target?: string;
  className?: string;
  children: ReactNode;
}

/** A data-content link, or its content alone when there is nowhere to go. */
export function BlockLink({ link, target, className, children }: Props) {
  const { href } = useStorefront();
  const url = linkHref(link, href);
  if (!url) return className ? <span className={className}>{children}</span> : <>{children}</>;
  const newTab = target === 'blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a className={className} href={url} {...newTab}>
      {children}
    </a>
  );
}
