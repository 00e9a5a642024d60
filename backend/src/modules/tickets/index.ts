import type { Provider, Type } from '@nestjs/common';
import { ContactService } from './contact.service.js';
import { TicketEvents } from './ticket-events.js';
import { TicketPostHooks } from './ticket-post.hooks.js';
import { TicketHooks } from './ticket.hooks.js';
import { CrmController, TicketsController } from './tickets.controller.js';
import { TicketsService } from './tickets.service.js';

/** Support tickets (spec 1 §7 Tickets and CRM): units and their staff, tickets, posts, forwarding. */
export const ticketsControllers: Type[] = [TicketsController, CrmController];
export const ticketsProviders: Provider[] = [
  TicketsService,
  ContactService,
  TicketEvents,
  TicketHooks,
  TicketPostHooks,
];
