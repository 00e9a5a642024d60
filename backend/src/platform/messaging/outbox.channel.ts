import type { DataSource } from 'typeorm';
import type { Message, MessageChannel, Recipient } from './message-channel.js';

/**
 * The development channel: the message is kept in the outbox (OutboxMessage), where administrators can read it in
 * the dashboard. Used when no real channel reaches the recipient, so a code never silently disappears.
 */
export class OutboxChannel implements MessageChannel {
  readonly name = 'outbox';

  constructor(private readonly dataSource: DataSource) {}

  reaches(to: Recipient): boolean {
    return Boolean(to.email || to.mobile);
  }

  async send(to: Recipient, message: Message): Promise<void> {
    // write-sql: outbox
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into('OutboxMessage')
      .values({
        channel: to.email ? 'email' : 'sms',
        recipient: (to.email ?? to.mobile)!,
        subject: message.subject,
        body: message.text,
        customerId: to.customerId ?? null,
      })
      .execute();
  }
}
