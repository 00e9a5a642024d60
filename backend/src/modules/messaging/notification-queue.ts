import { convert } from 'html-to-text';
import type { EntityManager } from 'typeorm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../common/i18n.js';
import { settingIn } from '../settings/settings.service.js';
import type { MessageEvent } from './message-events.js';
import { fillTemplate } from './template-render.js';

const RTL_LANGUAGES = new Set<Language>(['fa']);

/** The key a transaction carries (queryRunner.data) once it queued a mail: the dispatcher starts after its commit. */
export const MAIL_QUEUED = 'sarayMailQueued';

export interface Notification {
  event: MessageEvent;
  customerId: number;
  /** Placeholder values; `link` may be a path of the storefront (/{lang} is put in front of it). */
  params: Record<string, string | number | null | undefined>;
  /** Queues the mail once: a second notification with the same key (the same order paid twice over) is dropped. */
  onceKey?: string;
}

interface CustomerRow {
  email: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  language_code: string | null;
  active: boolean;
  deleted: boolean;
}

/** The store's language: the `store.defaultlanguage` setting, else the first public language, else English. */
async function storeLanguage(manager: EntityManager): Promise<Language> {
  const chosen = (await settingIn(manager, 'store.defaultlanguage'))?.trim();
  if (isLanguage(chosen)) return chosen;
  const first = (await settingIn(manager, 'availablelanguagesinpublic'))?.split(',')[0]?.trim();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

async function templateFor(
  manager: EntityManager,
  event: MessageEvent,
  languages: Language[],
): Promise<{ subject: string; body: string; language: Language } | undefined> {
  const rows = (await manager.query(
    'SELECT subject, body, language_code FROM message_templates WHERE event_key = $1 AND active AND language_code = ANY($2)',
    [event, languages],
  )) as { subject: string; body: string; language_code: Language }[];
  for (const language of languages) {
    const row = rows.find((r) => r.language_code === language);
    if (row) return { subject: row.subject, body: row.body, language };
  }
  return undefined;
}

const absolute = async (manager: EntityManager, link: string, language: Language): Promise<string> => {
  if (/^https?:\/\//i.test(link)) return link;
  const [store] = (await manager.query('SELECT url FROM stores WHERE url IS NOT NULL ORDER BY id LIMIT 1')) as {
    url: string;
  }[];
  return `${(store?.url ?? '').replace(/\/+$/, '')}/${language}${link.startsWith('/') ? link : `/${link}`}`;
};

/**
 * Renders the event's template for the customer, in their language (else the store's, else English), and queues the
 * e-mail in the outbox inside the caller's transaction: it is sent only if that transaction commits, and it waits
 * in the outbox (retried) while no SMTP server answers. Answers the outbox id, or null when nothing was queued (no
 * e-mail address, an inactive customer, no active template, or the same once-key queued before).
 */
export async function queueNotification(manager: EntityManager, n: Notification): Promise<number | null> {
  const [customer] = (await manager.query(
    'SELECT email, username, first_name, last_name, language_code, active, deleted FROM customers WHERE id = $1',
    [n.customerId],
  )) as CustomerRow[];
  if (!customer?.email || !customer.active || customer.deleted) return null;
  const storeDefault = await storeLanguage(manager);
  const own = isLanguage(customer.language_code) ? customer.language_code : storeDefault;
  const template = await templateFor(manager, n.event, [...new Set([own, storeDefault, DEFAULT_LANGUAGE])]);
  if (!template) return null;
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.username || '';
  const values: Record<string, string> = {
    customerName: name,
    storeName: (await settingIn(manager, 'store.name')) ?? '',
    ...Object.fromEntries(Object.entries(n.params).map(([k, v]) => [k, v == null ? '' : String(v)])),
  };
  if (values.link) values.link = await absolute(manager, values.link, template.language);
  // The language's direction is the mail's, not the template's: the dashboard's editor keeps no wrapper element.
  const dir = RTL_LANGUAGES.has(template.language) ? 'rtl' : 'ltr';
  const html = `<div dir="${dir}" lang="${template.language}">${fillTemplate(template.body, values, 'html')}</div>`;
  const [row] = (await manager.query(
    `INSERT INTO outbox_messages (channel, recipient, subject, body, html, customer_id, event_key, status, attempts,
       next_attempt_at, dedupe_key, version)
     VALUES ('email', $1, $2, $3, $4, $5, $6, 'queued', 0, now(), $7, 1)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      customer.email,
      fillTemplate(template.subject, values, 'subject').slice(0, 400),
      convert(html, { wordwrap: 100 }).slice(0, 60000),
      html.slice(0, 60000),
      n.customerId,
      n.event,
      n.onceKey ?? null,
    ],
  )) as { id: number }[];
  if (!row) return null;
  if (manager.queryRunner) manager.queryRunner.data = { ...manager.queryRunner.data, [MAIL_QUEUED]: true };
  return row.id;
}
