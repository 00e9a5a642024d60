/** How a caller stands to a ticket: its owner, staff of its unit (or a unit above it), or a full administrator. */
export type TicketRole = 'owner' | 'staff' | 'admin';

export interface UnitNode {
  id: number;
  parentUnitId: number | null;
}

/** The state actions of the Ticket entity file each standing may run; the file's rules say when. */
const ROLE_ACTIONS: Record<TicketRole, readonly string[]> = {
  admin: ['lock', 'unlock', 'resolve', 'reopen', 'approve'],
  staff: ['lock', 'unlock', 'resolve', 'reopen'],
  // The customer says the answer solved it (approve closes the ticket for good), or that it did not (reopen).
  owner: ['resolve', 'reopen', 'approve'],
};

/**
 * The units a member of `roots` serves: those units and every unit under them. A cycle in the tree (a unit made its
 * own ancestor) ends the walk instead of looping.
 *
 * @example unitsUnder([{ id: 1, parentUnitId: null }, { id: 2, parentUnitId: 1 }], [1]) // [1, 2]
 */
export function unitsUnder(units: UnitNode[], roots: number[]): number[] {
  const children = new Map<number, number[]>();
  for (const u of units)
    if (u.parentUnitId !== null) children.set(u.parentUnitId, [...(children.get(u.parentUnitId) ?? []), u.id]);
  const seen = new Set<number>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * Every standing the caller has on the ticket; none means the ticket is not theirs to read. Access follows the
 * ticket's current unit, so whoever forwarded it away loses it unless they also serve the new unit.
 */
export function ticketRoles(
  caller: { id: number | null; isAdmin: boolean; staffUnits: ReadonlySet<number> },
  ticket: { customerId?: unknown; unitId?: unknown },
): Set<TicketRole> {
  const roles = new Set<TicketRole>();
  if (caller.isAdmin) roles.add('admin');
  if (caller.id !== null && ticket.customerId === caller.id) roles.add('owner');
  if (typeof ticket.unitId === 'number' && caller.staffUnits.has(ticket.unitId)) roles.add('staff');
  return roles;
}

/** Whether one of the caller's standings lets them run the action. */
export const mayRun = (roles: ReadonlySet<TicketRole>, action: string): boolean =>
  [...roles].some((r) => ROLE_ACTIONS[r].includes(action));

/** Staff (or an administrator) may answer and forward; an owner only writes to their own ticket. */
export const isHandler = (roles: ReadonlySet<TicketRole>): boolean => roles.has('staff') || roles.has('admin');

/** A ticket's attachments field: stored file names, comma-separated. */
export const attachmentNames = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
