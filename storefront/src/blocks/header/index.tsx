import { SiteHeader } from '../../layout/Header';
import type { BlockProps } from '../types';

/**
 * The header block: its data content holds the header settings (spec 1 §3), which the server has already read into
 * the request's header settings; the block draws the site header from them.
 */
export function Header(_props: BlockProps) {
  return <SiteHeader />;
}
