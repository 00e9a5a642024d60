import { attachmentNames, isHandler, mayRun, ticketRoles, unitsUnder } from './ticket-access.js';

const tree = [
  { id: 1, parentUnitId: null },
  { id: 2, parentUnitId: 1 },
  { id: 3, parentUnitId: 2 },
  { id: 4, parentUnitId: null },
];

test('a member of a unit serves it and every unit under it, not its parent nor its siblings', () => {
  expect(unitsUnder(tree, [2])).toEqual([2, 3]);
  expect(unitsUnder(tree, [1])).toEqual([1, 2, 3]);
  expect(unitsUnder(tree, [4, 3])).toEqual([3, 4]);
  expect(unitsUnder(tree, [])).toEqual([]);
});

test('a cycle in the unit tree ends the walk', () => {
  const cyclic = [
    { id: 1, parentUnitId: 2 },
    { id: 2, parentUnitId: 1 },
  ];
  expect(unitsUnder(cyclic, [1])).toEqual([1, 2]);
});

test('who stands where on a ticket: owner, staff of its current unit, administrator', () => {
  const ticket = { customerId: 10, unitId: 3 };
  const none = new Set<number>();
  expect([...ticketRoles({ id: 10, isAdmin: false, staffUnits: none }, ticket)]).toEqual(['owner']);
  expect([...ticketRoles({ id: 11, isAdmin: false, staffUnits: new Set([2, 3]) }, ticket)]).toEqual(['staff']);
  // Forwarded away from the units the caller serves: nothing left.
  expect(ticketRoles({ id: 11, isAdmin: false, staffUnits: new Set([2, 3]) }, { ...ticket, unitId: 4 }).size).toBe(0);
  expect([...ticketRoles({ id: 12, isAdmin: true, staffUnits: none }, ticket)]).toEqual(['admin']);
  expect(ticketRoles({ id: null, isAdmin: false, staffUnits: none }, { customerId: null, unitId: 3 }).size).toBe(0);
});

test('staff lock and resolve; only the owner or an administrator approves', () => {
  expect(mayRun(new Set(['staff']), 'lock')).toBe(true);
  expect(mayRun(new Set(['staff']), 'approve')).toBe(false);
  expect(mayRun(new Set(['owner']), 'approve')).toBe(true);
  expect(mayRun(new Set(['owner']), 'lock')).toBe(false);
  expect(mayRun(new Set(['owner', 'staff']), 'lock')).toBe(true);
  expect(mayRun(new Set(['admin']), 'unlock')).toBe(true);
  expect(isHandler(new Set(['owner']))).toBe(false);
  expect(isHandler(new Set(['staff']))).toBe(true);
});

test('attachment names are read from the comma-separated field', () => {
  expect(attachmentNames(' a.png, ,b.pdf ')).toEqual(['a.png', 'b.pdf']);
  expect(attachmentNames(null)).toEqual([]);
});
