import { compile } from 'html-to-text';
import type { EntityManager } from 'typeorm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../common/i18n.js';
import type { MessageEvent } from './message-events.js';
import { fillTemplate } from './template-render.js';

const RTL_LANGUAGES = new Set<Language>(['fa']);
/** The mail's plain-text part from its HTML; compiled once (each convert() call would compile its options anew). */
const plainText = compile({ wordwrap: 100 });

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

/**
 * The customer ($1), the store's language settings, name and address, and the event's ($2) templates: one
 * statement, or a part of a larger one (recipientSql).
 */
const RECIPIENT_SQL = `SELECT c.email, c.username, c.first_name, c.last_name, c.language_code, c.active, c.deleted,
  (SELECT value FROM settings WHERE name = 'store.defaultlanguage' ORDER BY store_id LIMIT 1) AS default_language,
  (SELECT value FROM settings WHERE name = 'availablelanguagesinpublic' ORDER BY store_id LIMIT 1) AS public_languages,
  (SELECT value FROM settings WHERE name = 'store.name' ORDER BY store_id LIMIT 1) AS store_name,
  (SELECT url FROM stores WHERE url IS NOT NULL ORDER BY id LIMIT 1) AS store_url,
  (SELECT json_agg(json_build_object('subject', t.subject, 'body', t.body, 'language', t.language_code))
     FROM message_templates t WHERE t.event_key = $2 AND t.active) AS templates
  FROM customers c WHERE c.id = $1`;

/**
 * The recipient of an event's mail as one JSON value (a RecipientRow), for a statement a write sends anyway (see
 * QueueOptions.recipient): `customer` and `event` are SQL expressions of that statement (parameters, columns).
 */
export const recipientSql = (customer: string, event: string): string =>
  `(SELECT row_to_json(r) FROM (${RECIPIENT_SQL.replace(/\$([12])\b/g, (_, n: string) => (n === '1' ? customer : event))}) r)`;

export interface RecipientRow {
  email: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  language_code: string | null;
  active: boolean;
  deleted: boolean;
  default_language: string | null;
  public_languages: string | null;
  store_name: string | null;
  store_url: string | null;
  templates: { subject: string; body: string; language: string }[] | null;
}

/** The store's language: the `store.defaultlanguage` setting, else the first public language, else English. */
function storeLanguage(row: RecipientRow): Language {
  const chosen = row.default_language?.trim();
  if (isLanguage(chosen)) return chosen;
  const first = row.public_languages?.split(',')[0]?.trim();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The event's template in the first of these languages that has one. */
function templateFor(
  row: RecipientRow,
  languages: Language[],
): { subject: string; body: string; language: Language } | undefined {
  for (const language of languages) {
    const template = row.templates?.find((t) => t.language === language);
    if (template) return { subject: template.subject, body: template.body, language };
  }
  return undefined;
}

const absolute = (storeUrl: string | null, link: string, language: Language): string => {
  if (/^https?:\/\//i.test(link)) return link;
  return `${(storeUrl ?? '').replace(/\/+$/, '')}/${language}${link.startsWith('/') ? link : `/${link}`}`;
};

/**
 * Renders the event's template for the customer, in their language (else the store's, else English), and queues the
 * e-mail in the outbox inside the caller's transaction: it is sent only if that transaction commits, and it waits
 * in the outbox (retried) while no SMTP server answers. Answers the outbox id, or null when nothing was queued (no
 * e-mail address, an inactive customer, no active template, or the same once-key queued before).
 */
export async function queueNotification(
  manager: EntityManager,
  n: Notification,
  options: QueueOptions = {},
): Promise<number | null> {
  const [customer] = options.recipient
    ? [options.recipient]
    : ((await manager.query(RECIPIENT_SQL, [n.customerId, n.event])) as RecipientRow[]);
  if (!customer?.email || !customer.active || customer.deleted) return null;
  const storeDefault = storeLanguage(customer);
  const own = isLanguage(customer.language_code) ? customer.language_code : storeDefault;
  const template = templateFor(customer, [...new Set([own, storeDefault, DEFAULT_LANGUAGE])]);
  if (!template) return null;
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.username || '';
  const values: Record<string, string> = {
    customerName: name,
    storeName: customer.store_name ?? '',
    ...Object.fromEntries(Object.entries(n.params).map(([k, v]) => [k, v == null ? '' : String(v)])),
  };
  if (values.link) values.link = absolute(customer.store_url, values.link, template.language);
  // The language's direction is the mail's, not the template's: the dashboard's editor keeps no wrapper element.
  const dir = RTL_LANGUAGES.has(template.language) ? 'rtl' : 'ltr';
  const html = `<div dir="${dir}" lang="${template.language}">${fillTemplate(template.body, values, 'html')}</div>`;
  const params = [
    customer.email,
    fillTemplate(template.subject, values, 'subject').slice(0, 400),
    plainText(html).slice(0, 60000),
    html.slice(0, 60000),
    n.customerId,
    n.event,
    n.onceKey ?? null,
  ];
  const queued = () => {
    if (manager.queryRunner) manager.queryRunner.data = { ...manager.queryRunner.data, [MAIL_QUEUED]: true };
  };
  if (options.later) {
    options.later(OUTBOX_SQL, params);
    queued();
    return null;
  }
  const [row] = (await manager.query(`${OUTBOX_SQL} RETURNING id`, params)) as { id: number }[];
  if (!row) return null;
  queued();
  return row.id;
}

/** What the caller of queueNotification has already, or leaves for later. */
export interface QueueOptions {
  /** The recipient, read by a statement the caller sent anyway (recipientSql). */
  recipient?: RecipientRow;
  /**
   * The pipeline's CrudTx.later: the outbox row is written with the transaction's history, and the answer is null
   * (whether it was queued, or dropped by its once-key, is known only then).
   */
  later?: (sql: string, params: unknown[]) => void;
}

// write-sql: outbox
const OUTBOX_SQL = `INSERT INTO outbox_messages (channel, recipient, subject, body, html, customer_id, event_key, status,
    attempts, next_attempt_at, dedupe_key, version)
  VALUES ('email', $1, $2, $3, $4, $5, $6, 'queued', 0, now(), $7, 1)
  ON CONFLICT (dedupe_key) DO NOTHING`;
