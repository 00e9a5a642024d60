import { Injectable, Logger } from '@nestjs/common';

/** A post added to a ticket: a reply, a customer's message, or the record of a forward. */
export interface TicketPostEvent {
  ticketId: number;
  postId: number;
  /** The customer who wrote it (staff or the ticket's owner); null for a visitor's message from the contact page. */
  authorId: number | null;
  /** Written by staff (not the ticket's owner): the owner is the one to tell. */
  fromStaff: boolean;
  /** Set when the post records a forward: the unit the ticket went to, whose staff are the ones to tell. */
  forwardedToUnitId: number | null;
}

/**
 * The one place where "a post was added to ticket X by Y" happens, once the post is committed, whichever way it was
 * written (the storefront's calls, the dashboard, a forward). Notifications (e-mail, SMS) hang here.
 */
@Injectable()
export class TicketEvents {
  private readonly logger = new Logger('Tickets');

  postAdded(event: TicketPostEvent): void {
    this.logger.debug(
      `post ${event.postId} added to ticket ${event.ticketId} by ${event.authorId === null ? 'a visitor' : `customer ${event.authorId}`}`,
    );
  }
}
