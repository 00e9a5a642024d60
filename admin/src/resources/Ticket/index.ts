import { lazyPart } from '../lazyPart';
import type { ResourceOverride } from '../types';

/** A ticket's update screen holds its conversation: posts, reply and forward. */
export const Ticket: ResourceOverride = {
  editSections: [lazyPart(() => import('./TicketConversation').then((m) => ({ default: m.TicketConversation })))],
};
