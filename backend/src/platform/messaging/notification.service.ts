import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { MessageEvent } from './message-events.js';
import { queueNotification, type Notification } from './notification-queue.js';

/**
 * E-mails customers about their orders and tickets from the editable MessageTemplate rows. A notification made
 * inside a write's transaction (pass its manager) is queued with it and sent only once it commits.
 *
 * @example await notifications.notify('ticket.reply', customerId, { ticketTitle, postText, link: '/account/tickets' })
 */
@Injectable()
export class NotificationService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Queues the event's e-mail to the customer; answers the outbox id, or null when nothing is sent. */
  notify(
    event: MessageEvent,
    customerId: number,
    params: Notification['params'],
    options: { manager?: EntityManager; onceKey?: string } = {},
  ): Promise<number | null> {
    const notification = { event, customerId, params, onceKey: options.onceKey };
    if (options.manager) return queueNotification(options.manager, notification);
    return this.dataSource.transaction((manager) => queueNotification(manager, notification));
  }
}
