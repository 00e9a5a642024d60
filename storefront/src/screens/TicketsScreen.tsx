import { useStorefront } from '../context';
import { Conversation } from './tickets/Conversation';
import { TicketLists } from './tickets/TicketLists';

/** The tickets section of the account: the lists, or one ticket when its number is in the address. */
export function TicketsScreen() {
  const { state } = useStorefront();
  const view = state.data.tickets;
  if (!view) return null;
  return view.ticket ? <Conversation view={view} ticket={view.ticket} /> : <TicketLists view={view} />;
}
