// The views of the customer's support tickets (spec 1 §2.7).
import type { PersonView } from '../state.js';

/** A ticket in a list: its number (id), subject, where it is and how it stands. */
export interface TicketSummary {
  id: number;
  title: string;
  unitId: number;
  unitTitle: string | null;
  priorityName: string | null;
  categoryName: string | null;
  isLocked: boolean;
  isResolved: boolean;
  isApproved: boolean;
  lastPostAt: string | null;
  createdAt: string;
  customer: PersonView | null;
  /** How to reach whoever wrote it from the contact page: a visitor's ticket has no customer. */
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

/** One ticket as its reader may use it: their standing (owner, staff, admin) and what they may do now. */
export interface TicketDetail extends TicketSummary {
  roles: string[];
  actions: string[];
  canReply: boolean;
  canForward: boolean;
}

export interface TicketPostView {
  id: number;
  body: string;
  createdAt: string;
  fromStaff: boolean;
  author: PersonView | null;
  /** Set when the post records a forward. */
  forwardedToUnitTitle: string | null;
  attachments: { name: string; url: string }[];
}

export interface TicketsView {
  mine?: TicketSummary[];
  /** The tickets of the units the caller serves (all for administrators); absent for plain customers. */
  handled?: TicketSummary[];
  /** The search's results, when a keyword was given. */
  found?: TicketSummary[];
  keyword?: string;
  ticket?: TicketDetail;
  posts?: TicketPostView[];
  units: { id: number; title: string; parentUnitId: number | null }[];
  priorities: { id: number; name: string }[];
  /** Each unit's ticket categories, by unit id. */
  categories: Record<string, { id: number; name: string }[]>;
  /** How many files one message may carry. */
  maxFiles: number;
}
