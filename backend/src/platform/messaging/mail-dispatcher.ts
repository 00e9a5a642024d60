import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { DataSource, type EntitySubscriberInterface, type TransactionCommitEvent } from 'typeorm';
import { TableCache } from '../../common/table-cache.js';
import { HooksFor, type EntityHooks } from '../../crud/hooks.js';
import { MAIL_QUEUED } from './notification-queue.js';
import { mailerFor, type Mailer, type SmtpAccount } from './smtp-transport.js';

/** Attempts before a mail is given up (status failed); the pause doubles from 30 s up to an hour. */
export const MAX_ATTEMPTS = 8;
const retryPause = (attempts: number): number => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
/** How long a claimed mail is held by its sender: one that dies mid-send is tried again after this. */
const LEASE_SECONDS = 300;
const BATCH = 50;

/** The SMTP server of the configuration (SARAY_SMTP_URL), used when no messaging account is set up. */
export const MAIL_FALLBACK = Symbol('MAIL_FALLBACK');
export interface MailFallback {
  smtpUrl?: string;
  mailFrom: string;
}

interface QueuedMail {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  attempts: number;
}

export interface Delivery {
  sent: number;
  failed: number;
  /** Mails left waiting because no SMTP account is configured. */
  waiting: boolean;
}

const rowsOf = <T>(result: unknown): T[] => {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as T[];
};

/**
 * Delivers the queued e-mails of the outbox through the SMTP messaging account (the first one; SARAY_SMTP_URL when
 * there is none). Runs right after a transaction that queued mail commits, and as the scheduled task `sendmail`,
 * which retries what failed. Each mail is claimed by one conditional update (a lease), so processes sharing the
 * database never send it twice at once.
 */
@Injectable()
@HooksFor('MessagingAccount')
export class MailDispatcher implements OnModuleInit, OnApplicationShutdown, EntitySubscriberInterface, EntityHooks {
  private readonly log = new Logger('Mail');
  private running?: Promise<Delivery>;
  private again = false;
  private closed = false;
  /** The first SMTP messaging account, cached as settings are (see TableCache). */
  private readonly account = new TableCache(async () => {
    const [account] = (await this.dataSource.query(
      `SELECT display_name, acc_address, host, port, username, password, enable_ssl, use_default_credentials
       FROM messaging_accounts WHERE provider_type = 1 AND host IS NOT NULL ORDER BY id LIMIT 1`,
    )) as SmtpAccount[];
    return { account };
  });

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MAIL_FALLBACK) private readonly config: MailFallback,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.running?.catch(() => undefined);
  }

  /** A transaction that queued mail has committed: deliver now rather than at the next scheduled run. */
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const data = event.queryRunner.data as Record<string, unknown> | undefined;
    if (!data?.[MAIL_QUEUED] || event.queryRunner.isTransactionActive) return;
    delete data[MAIL_QUEUED];
    this.kick();
  }

  private kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((err: unknown) => {
        this.log.error(`mail delivery failed: ${String(err)}`);
        return { sent: 0, failed: 0, waiting: false };
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for a delivery under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Sends every queued mail that is due; answers how many went and how many failed. */
  async deliverDue(): Promise<Delivery> {
    const mailer = await this.mailer();
    if (!mailer) return { sent: 0, failed: 0, waiting: true };
    const delivery: Delivery = { sent: 0, failed: 0, waiting: false };
    try {
      for (;;) {
        const batch = await this.claim();
        for (const mail of batch) {
          if (await this.send(mailer, mail)) delivery.sent++;
          else delivery.failed++;
        }
        if (batch.length < BATCH || this.closed) return delivery;
      }
    } finally {
      mailer.transport.close();
    }
  }

  private async claim(): Promise<QueuedMail[]> {
    return rowsOf<QueuedMail>(
      await this.dataSource.query(
        // write-sql: outbox
        `UPDATE outbox_messages SET attempts = attempts + 1, next_attempt_at = now() + $2::int * interval '1 second'
         WHERE id IN (SELECT id FROM outbox_messages WHERE status = 'queued' AND next_attempt_at <= now()
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING id, recipient, subject, body, html, attempts`,
        [BATCH, LEASE_SECONDS],
      ),
    );
  }

  private async send(mailer: Mailer, mail: QueuedMail): Promise<boolean> {
    try {
      await mailer.transport.sendMail({
        from: mailer.from,
        to: mail.recipient,
        subject: mail.subject ?? '',
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await this.dataSource.query(
        // write-sql: outbox
        `UPDATE outbox_messages SET status = 'sent', sent_at = now(), next_attempt_at = NULL, last_error = NULL,
           updated_at = now(), version = version + 1 WHERE id = $1`,
        [mail.id],
      );
      return true;
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      this.log.warn(`mail ${mail.id} not sent (attempt ${mail.attempts}${giveUp ? ', giving up' : ''}): ${error}`);
      await this.dataSource.query(
        // write-sql: outbox
        `UPDATE outbox_messages SET status = $2, last_error = $3,
           next_attempt_at = now() + $4::int * interval '1 second', updated_at = now(), version = version + 1
         WHERE id = $1`,
        [mail.id, giveUp ? 'failed' : 'queued', error, giveUp ? null : retryPause(mail.attempts)],
      );
      return false;
    }
  }

  /** A messaging account changed here: the next delivery reads it again. */
  afterCommit(): void {
    this.account.invalidate();
  }

  /** The transport of the first SMTP messaging account, else of SARAY_SMTP_URL, else none. */
  private async mailer(): Promise<Mailer | undefined> {
    const { account } = await this.account.get();
    if (account) return mailerFor(account, this.config.mailFrom);
    if (this.config.smtpUrl)
      return { transport: nodemailer.createTransport(this.config.smtpUrl), from: this.config.mailFrom };
    return undefined;
  }
}
