import { TicketEvents, type TicketPostEvent } from '../../backend/src/modules/tickets/ticket-events.js';
import { call, listQuery } from '../support/http.js';
import { shoppers, useServer } from '../support/server.js';

// Support tickets: units (a tree) with their staff, categories per unit, priorities; a ticket is read by its owner,
// the staff of its current unit (or a unit above it) and administrators. Forwarding moves it, and the sender loses it.
const ctx = useServer();
type Person = { id: number; token: string };
let owner: Person;
let stranger: Person;
let salesAgent: Person;
let techAgent: Person;
let supervisor: Person;
const units: Record<string, number> = {};
const priorities: Record<string, number> = {};
let categories: Record<string, number>;
let ticketId: number;
const events: TicketPostEvent[] = [];

const as =
  (p: Person | string) =>
  (method: string, path: string, body?: object, lang?: string): Promise<{ status: number; body: any }> =>
    call(ctx.server.url, method, path, {
      token: typeof p === 'string' ? p : p.token,
      body,
      headers: lang ? { lang } : {},
    });
const admin = () => as(ctx.token);
const get = (p: Person | string, path: string) => as(p)('GET', path);

async function upload(p: Person, files: { name: string; content: Buffer }[]) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.content)]), f.name);
  const res = await fetch(`${ctx.server.url}/api/CMS/UploadFile?directory=Tickets`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${p.token}` },
  });
  return { status: res.status, body: await res.json() };
}

async function setSetting(name: string, value: string): Promise<void> {
  const [row] = (await admin()('GET', `/api/settings${listQuery({ filter: { name } })}`)).body;
  const res = row
    ? await admin()('PUT', `/api/settings/${row.id}`, { value })
    : await admin()('POST', '/api/settings', { name, value, storeId: 1 });
  expect([200, 201]).toContain(res.status);
}

/** Every call that reads or writes one ticket, as the given person: their statuses. */
const reach = async (p: Person, id: number) => [
  (await get(p, `/api/Tickets/getTicket?id=${id}`)).status,
  (await get(p, `/api/Tickets/getTicketPosts?ticketId=${id}`)).status,
  (await as(p)('POST', '/api/Tickets/addTicketPost', { ticketId: id, body: 'hello?' })).status,
  (await as(p)('POST', '/api/Tickets/forwardTicket', { ticketId: id, unitId: units['Customer service'] })).status,
];

beforeAll(async () => {
  [owner, stranger, salesAgent, techAgent, supervisor] = await shoppers(ctx.server, ctx.token, 'tkt', 5);
  for (const u of (await get(owner, '/api/CRM/getUnits')).body) units[u.title] = u.id;
  for (const p of (await get(owner, '/api/Tickets/getPriorities')).body) priorities[p.name] = p.id;
  const staff: [Person, string][] = [
    [salesAgent, 'Sales'],
    [techAgent, 'Technical support'],
    [supervisor, 'Customer service'],
  ];
  for (const [p, unit] of staff)
    expect((await admin()('POST', '/api/unit-members', { unitId: units[unit], customerId: p.id })).status).toBe(201);
  // Listen where notifications will hang: every post announced once committed.
  const hub = ctx.server.app.get(TicketEvents);
  const announce = hub.postAdded.bind(hub);
  hub.postAdded = (event) => {
    events.push(event);
    announce(event);
  };
});

test('units form a tree, each unit has its own ticket categories, priorities come in order', async () => {
  const tree = (await get(owner, '/api/CRM/getUnits')).body;
  expect(tree).toEqual([
    { id: units['Customer service'], title: 'Customer service', parentUnitId: null },
    { id: units.Sales, title: 'Sales', parentUnitId: units['Customer service'] },
    { id: units['Technical support'], title: 'Technical support', parentUnitId: units['Customer service'] },
  ]);
  const sales = (await get(owner, `/api/CRM/getCategories?unitId=${units.Sales}`)).body;
  expect(sales.map((c: { name: string }) => c.name)).toEqual(['Orders and delivery', 'Payments and refunds']);
  const tech = (await get(owner, `/api/CRM/getCategories?unitId=${units['Technical support']}`)).body;
  expect(tech.map((c: { name: string }) => c.name)).toEqual(['Account and sign-in', 'Bug report']);
  categories = Object.fromEntries([...sales, ...tech].map((c: { id: number; name: string }) => [c.name, c.id]));
  expect(Object.keys(priorities)).toEqual(['Low', 'Normal', 'High', 'Urgent']);
  expect((await call(ctx.server.url, 'GET', '/api/CRM/getUnits')).status).toBe(401);
  // A unit staff mapping is the administrators' to make.
  expect((await as(owner)('POST', '/api/unit-members', { unitId: units.Sales, customerId: owner.id })).status).toBe(
    403,
  );
  const twice = await admin()('POST', '/api/unit-members', { unitId: units.Sales, customerId: salesAgent.id });
  expect([twice.status, twice.body.error]).toEqual([409, 'unitmember.error.alreadymember']);
});

test('a customer opens a ticket with an attachment; it is theirs, and nobody else’s to read', async () => {
  const file = await upload(owner, [{ name: 'receipt.pdf', content: Buffer.from('%PDF-1.4 receipt') }]);
  expect(file.status).toBe(201);
  expect(file.body.url).toBe(`/api/Tickets/attachment/${file.body.name}`);
  const created = await as(owner)('POST', '/api/Tickets/addTicket', {
    title: 'Parcel 7781 never arrived',
    unitId: units.Sales,
    priorityId: priorities.High,
    categoryId: categories['Orders and delivery'],
    body: 'It has been two weeks.',
    attachments: [file.body.name],
  });
  expect(created.status).toBe(201);
  ticketId = created.body.id;
  expect(created.body).toMatchObject({
    title: 'Parcel 7781 never arrived',
    unitTitle: 'Sales',
    priorityName: 'High',
    categoryName: 'Orders and delivery',
    customer: { id: owner.id, username: 'tkt.buyer0' },
    isLocked: false,
    isResolved: false,
    isApproved: false,
    roles: ['owner'],
    actions: ['resolve'],
    canReply: true,
    canForward: false,
  });
  const mine = (await get(owner, '/api/Tickets/getMyTickets')).body;
  expect([mine.totalCount, mine.data[0].id]).toEqual([1, ticketId]);
  const posts = (await get(owner, `/api/Tickets/getTicketPosts?ticketId=${ticketId}`)).body;
  expect(posts.totalCount).toBe(1);
  expect(posts.data[0]).toMatchObject({
    body: 'It has been two weeks.',
    fromStaff: false,
    author: { id: owner.id },
    attachments: [{ name: file.body.name, url: file.body.url }],
  });
  expect(events).toContainEqual(expect.objectContaining({ ticketId, authorId: owner.id, fromStaff: false }));

  // The attachment is served to the ticket's readers only, never through the shared download route.
  // Each body is read, so no connection is left open.
  const download = async (p?: Person, url = file.body.url as string) => {
    const res = await fetch(ctx.server.url + url, { headers: p ? { authorization: `Bearer ${p.token}` } : {} });
    return [res.status, await res.text()];
  };
  expect(await download(owner)).toEqual([200, '%PDF-1.4 receipt']);
  expect((await download(stranger))[0]).toBe(404);
  expect((await download(undefined, `/api/cms/download/Tickets/${file.body.name}`))[0]).toBe(404);
  // Nor may a customer remove it from under the ticket.
  const removed = await fetch(`${ctx.server.url}/api/CMS/DeleteFile?directory=Tickets&filename=${file.body.name}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${stranger.token}` },
  });
  expect([removed.status, (await removed.json()).error]).toEqual([403, 'security.error.forbidden']);
  expect((await download(owner))[0]).toBe(200);

  expect(await reach(stranger, ticketId)).toEqual([404, 404, 404, 404]);
  expect((await get(stranger, '/api/Tickets/getMyTickets')).body).toEqual({ data: [], totalCount: 0 });
  expect((await get(stranger, '/api/Tickets/getTickets')).body).toEqual({ data: [], totalCount: 0 });
  expect((await get(stranger, `/api/tickets/${ticketId}`)).status).toBe(403);
  // The owner cannot forward their own ticket: that is the staff's.
  const forward = await as(owner)('POST', '/api/Tickets/forwardTicket', { ticketId, unitId: units.Sales + 1 });
  expect([forward.status, forward.body.error]).toEqual([403, 'ticket.error.forwardnotallowed']);
});

test('a new ticket or post is checked: text, unit, category of the unit, and translated errors', async () => {
  const noTitle = await as(owner)(
    'POST',
    '/api/Tickets/addTicket',
    { unitId: units.Sales, priorityId: priorities.Low, body: 'x' },
    'fa',
  );
  expect(noTitle.status).toBe(400);
  expect(noTitle.body).toMatchObject({ error: 'ticket.error.newticket', details: [{ path: '/title' }] });
  expect(noTitle.body.message).toBe('تیکت ایجاد نشد: موارد مشخص‌شده را بررسی کنید.');
  const wrongCategory = await as(owner)('POST', '/api/Tickets/addTicket', {
    title: 'Cannot sign in',
    unitId: units.Sales,
    priorityId: priorities.Low,
    categoryId: categories['Bug report'],
    body: 'x',
  });
  expect([wrongCategory.status, wrongCategory.body.error]).toEqual([400, 'ticket.error.category']);
  const empty = await as(owner)('POST', '/api/Tickets/addTicketPost', { ticketId, body: '   ' }, 'tr');
  expect(empty.body).toMatchObject({
    error: 'ticket.error.newpost',
    message: 'Mesajınız eklenemedi: işaretli alanları kontrol edin.',
    details: [{ path: '/body', error: 'common.error.required' }],
  });
  const closedUnit = (await admin()('POST', '/api/units', { title: 'Closed desk', isActived: false })).body;
  const oldPriority = (await admin()('POST', '/api/ticket-priorities', { name: 'Someday', isActive: false })).body;
  const open = (more: object) =>
    as(owner)('POST', '/api/Tickets/addTicket', {
      title: 'x',
      unitId: units.Sales,
      priorityId: priorities.Low,
      body: 'x',
      ...more,
    });
  const inactiveUnit = await open({ unitId: closedUnit.id });
  expect([inactiveUnit.status, inactiveUnit.body.error]).toEqual([400, 'ticket.error.unitinactive']);
  const inactivePriority = await open({ priorityId: oldPriority.id });
  expect([inactivePriority.status, inactivePriority.body.error]).toEqual([400, 'ticket.error.priorityinactive']);
  // Neither is offered to customers.
  expect((await get(owner, '/api/CRM/getUnits')).body.map((u: { id: number }) => u.id)).not.toContain(closedUnit.id);
  expect((await get(owner, '/api/Tickets/getPriorities')).body.map((p: { id: number }) => p.id)).not.toContain(
    oldPriority.id,
  );
  expect((await get(owner, `/api/CRM/getCategories?unitId=${closedUnit.id}`)).body).toEqual([]);
  // Nothing was left behind by the refused tickets.
  expect((await get(owner, '/api/Tickets/getMyTickets')).body.totalCount).toBe(1);
});

test('staff of the ticket’s unit (and of the unit above it) read and answer it; others do not see it', async () => {
  const inbox = (await get(salesAgent, '/api/Tickets/getTickets')).body;
  expect(inbox.data.map((t: { id: number }) => t.id)).toEqual([ticketId]);
  expect((await get(techAgent, '/api/Tickets/getTickets')).body.totalCount).toBe(0);
  expect((await get(supervisor, `/api/Tickets/getTickets?unitId=${units.Sales}`)).body.totalCount).toBe(1);
  expect(await reach(techAgent, ticketId)).toEqual([404, 404, 404, 404]);

  const reply = await as(salesAgent)('POST', '/api/Tickets/addTicketPost', {
    ticketId,
    body: 'Checking with the courier.',
  });
  expect(reply.status).toBe(201);
  expect(reply.body).toMatchObject({
    fromStaff: true,
    author: { id: salesAgent.id },
    body: 'Checking with the courier.',
  });
  const back = await as(owner)('POST', '/api/Tickets/addTicketPost', { ticketId, body: 'Thank you.' });
  expect(back.body.fromStaff).toBe(false);
  const view = (await get(salesAgent, `/api/Tickets/getTicket?id=${ticketId}`)).body;
  expect(view).toMatchObject({ roles: ['staff'], canForward: true, actions: ['resolve', 'lock'] });
  expect(view.lastPostAt).not.toBeNull();
  const page = (await get(owner, `/api/Tickets/getTicketPosts?ticketId=${ticketId}&pageIndex=1&pageSize=2`)).body;
  expect([page.totalCount, page.data.map((p: { body: string }) => p.body)]).toEqual([3, ['Thank you.']]);
  expect(events).toContainEqual(expect.objectContaining({ ticketId, authorId: salesAgent.id, fromStaff: true }));
  // The staff answer, not the owner's own post, queues one "ticket.reply" e-mail to the owner.
  const mails = (
    await admin()(
      'GET',
      `/api/outbox-messages${listQuery({ filter: { customerId: owner.id, eventKey: 'ticket.reply' } })}`,
    )
  ).body as { subject: string; body: string }[];
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toContain(view.title);
  expect(mails[0].body).toContain('Checking with the courier.');
});

test('a forwarded ticket is no longer readable by its sender; the new unit’s staff read and answer it', async () => {
  const same = await as(salesAgent)('POST', '/api/Tickets/forwardTicket', { ticketId, unitId: units.Sales });
  expect([same.status, same.body.error]).toEqual([409, 'ticket.error.sameunit']);
  const forwarded = await as(salesAgent)('POST', '/api/Tickets/forwardTicket', {
    ticketId,
    unitId: units['Technical support'],
    note: 'The tracking page fails: please have a look.',
  });
  expect(forwarded.status).toBe(200);
  expect(forwarded.body).toEqual({
    id: ticketId,
    unitId: units['Technical support'],
    unitTitle: 'Technical support',
    canRead: false,
  });
  expect(await reach(salesAgent, ticketId)).toEqual([404, 404, 404, 404]);
  expect((await get(salesAgent, '/api/Tickets/getTickets')).body.totalCount).toBe(0);
  expect((await get(salesAgent, '/api/Tickets/searchTickets?keyword=Parcel')).body.totalCount).toBe(0);

  const seen = (await get(techAgent, `/api/Tickets/getTicket?id=${ticketId}`)).body;
  // The Sales category is not one of Technical support's: it is cleared.
  expect(seen).toMatchObject({ unitTitle: 'Technical support', categoryId: null, roles: ['staff'] });
  const posts = (await get(techAgent, `/api/Tickets/getTicketPosts?ticketId=${ticketId}&pageSize=50`)).body.data;
  expect(posts.slice(-2)).toMatchObject([
    { body: 'The tracking page fails: please have a look.', fromStaff: true, author: { id: salesAgent.id } },
    { body: '', forwardedToUnitTitle: 'Technical support', author: { id: salesAgent.id } },
  ]);
  expect(events).toContainEqual(
    expect.objectContaining({ ticketId, authorId: salesAgent.id, forwardedToUnitId: units['Technical support'] }),
  );
  const answer = await as(techAgent)('POST', '/api/Tickets/addTicketPost', { ticketId, body: 'Fixed the page.' });
  expect(answer.status).toBe(201);
  // The owner and the staff of the unit above keep it.
  expect((await get(owner, `/api/Tickets/getTicket?id=${ticketId}`)).status).toBe(200);
  expect((await get(supervisor, `/api/Tickets/getTicket?id=${ticketId}`)).status).toBe(200);
});

test('locked tickets take no posts; staff lock and resolve, the owner accepts the answer for good', async () => {
  const ownerLock = await as(owner)('POST', '/api/Tickets/changeTicketState', { ticketId, action: 'lock' });
  expect([ownerLock.status, ownerLock.body.error]).toEqual([403, 'security.error.forbidden']);
  const locked = await as(techAgent)('POST', '/api/Tickets/changeTicketState', { ticketId, action: 'lock' });
  expect(locked.status).toBe(200);
  expect(locked.body).toMatchObject({ isLocked: true, canReply: false, canForward: false, actions: ['unlock'] });
  const refused = await as(owner)('POST', '/api/Tickets/addTicketPost', { ticketId, body: 'Any news?' }, 'fa');
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({
    error: 'ticket.error.locked',
    message: 'این تیکت قفل است و پیام جدیدی نمی‌پذیرد.',
  });
  const noForward = await as(techAgent)('POST', '/api/Tickets/forwardTicket', { ticketId, unitId: units.Sales });
  expect([noForward.status, noForward.body.error]).toEqual([409, 'ticket.error.locked']);
  // An administrator's generic edit is held by the same lock.
  const edit = await admin()('PUT', `/api/tickets/${ticketId}`, { title: 'Renamed' });
  expect([edit.status, edit.body.error]).toEqual([409, 'ticket.error.locked']);

  await as(techAgent)('POST', '/api/Tickets/changeTicketState', { ticketId, action: 'unlock' });
  const resolved = await as(techAgent)('POST', '/api/Tickets/changeTicketState', { ticketId, action: 'resolve' });
  expect(resolved.body).toMatchObject({ isResolved: true, actions: ['reopen', 'lock'] });
  expect(resolved.body.resolvedAt).not.toBeNull();
  expect((await as(techAgent)('POST', '/api/Tickets/changeTicketState', { ticketId, action: 'approve' })).status).toBe(
    403,
  );
  const unconfirmed = await as(owner)('POST', '/api/Tickets/changeTicketState', { ticketId, action: 'approve' });
  expect([unconfirmed.status, unconfirmed.body.error]).toEqual([400, 'common.error.confirmationrequired']);
  const approved = await as(owner)('POST', '/api/Tickets/changeTicketState', {
    ticketId,
    action: 'approve',
    confirm: true,
  });
  expect(approved.body).toMatchObject({ isApproved: true, isLocked: true, actions: [], canReply: false });
  const unlock = await as(techAgent)('POST', '/api/Tickets/changeTicketState', { ticketId, action: 'unlock' });
  expect([unlock.status, unlock.body.error]).toEqual([409, 'ticket.error.notlocked']);
  const unknown = await as(owner)('POST', '/api/Tickets/changeTicketState', { ticketId, action: 'delete' });
  expect([unknown.status, unknown.body.error]).toEqual([400, 'common.error.unknownaction']);
});

test('search finds tickets by title or number among those the caller may read', async () => {
  const other = await as(stranger)('POST', '/api/Tickets/addTicket', {
    title: 'Refund for order 12',
    unitId: units.Sales,
    priorityId: priorities.Normal,
    body: 'Please refund.',
  });
  expect(other.status).toBe(201);
  const titles = async (p: Person | string, keyword: string) =>
    (await get(p, `/api/Tickets/searchTickets?keyword=${encodeURIComponent(keyword)}`)).body.data.map(
      (t: { title: string }) => t.title,
    );
  expect(await titles(owner, 'parcel')).toEqual(['Parcel 7781 never arrived']);
  expect(await titles(owner, `#${ticketId}`)).toEqual(['Parcel 7781 never arrived']);
  expect(await titles(owner, 'Refund')).toEqual([]);
  expect(await titles(owner, '%')).toEqual([]);
  expect(await titles(salesAgent, 'refund')).toEqual(['Refund for order 12']);
  expect(await titles(techAgent, '')).toEqual(['Parcel 7781 never arrived']);
  expect(await titles(ctx.token, '')).toEqual(['Refund for order 12', 'Parcel 7781 never arrived']);
  const paged = (await get(ctx.token, '/api/Tickets/searchTickets?pageSize=1&pageIndex=1')).body;
  expect([paged.totalCount, paged.data[0].id]).toEqual([2, ticketId]);
});

test('administrators see every ticket, and a dashboard move to another unit is recorded as a forward', async () => {
  const all = (await admin()('GET', '/api/Tickets/getTickets')).body;
  expect(all.totalCount).toBe(2);
  const refund = all.data[0];
  expect((await admin()('GET', `/api/Tickets/getTicket?id=${refund.id}`)).body).toMatchObject({
    roles: ['admin'],
    canForward: true,
  });
  const moved = await admin()('PUT', `/api/tickets/${refund.id}`, { unitId: units['Technical support'] });
  expect(moved.status).toBe(200);
  const posts = (await admin()('GET', `/api/Tickets/getTicketPosts?ticketId=${refund.id}`)).body.data;
  expect(posts.at(-1)).toMatchObject({ forwardedToUnitTitle: 'Technical support', fromStaff: true });
  // The move and its post's time are one write of the ticket, in its history and answered as stored.
  expect(moved.body.version).toBe((await admin()('GET', `/api/tickets/${refund.id}`)).body.version);
  const history = (await admin()('GET', `/api/tickets/${refund.id}/history`)).body;
  expect(history.at(-1)).toMatchObject({
    operation: 'update',
    changes: { unitId: { after: units['Technical support'] }, lastPostAt: { after: moved.body.lastPostAt } },
  });
  expect((await get(salesAgent, `/api/Tickets/getTicket?id=${refund.id}`)).status).toBe(404);
  expect((await get(techAgent, `/api/Tickets/getTicket?id=${refund.id}`)).status).toBe(200);
});

test('attachments keep to the ticket upload limits: size, format and count', async () => {
  const open = await as(owner)('POST', '/api/Tickets/addTicket', {
    title: 'Screenshots of the error',
    unitId: units['Technical support'],
    priorityId: priorities.Urgent,
    body: 'See below.',
  });
  const id = open.body.id;
  const wrong = await upload(owner, [{ name: 'tool.exe', content: Buffer.from('MZ') }]);
  expect([wrong.status, wrong.body.error]).toEqual([400, 'content.error.fileformat']);
  await setSetting('ticket.maximumfilesize', '100');
  const big = await upload(owner, [{ name: 'log.txt', content: Buffer.alloc(101, 'a') }]);
  expect([big.status, big.body.error]).toEqual([413, 'content.error.filesize']);
  await setSetting('ticket.maximumfilecount', '2');
  const three = ['a.txt', 'b.txt', 'c.txt'].map((name) => ({ name, content: Buffer.from(name) }));
  const many = await upload(owner, three);
  expect([many.status, many.body.error, many.body.message]).toEqual([
    400,
    'content.error.filecount',
    expect.stringContaining('2'),
  ]);
  const stored = [];
  for (const f of three) stored.push((await upload(owner, [f])).body.name as string);
  const tooMany = await as(owner)('POST', '/api/Tickets/addTicketPost', {
    ticketId: id,
    body: 'x',
    attachments: stored,
  });
  expect([tooMany.status, tooMany.body.error]).toEqual([400, 'content.error.filecount']);
  const madeUp = await as(owner)('POST', '/api/Tickets/addTicketPost', {
    ticketId: id,
    attachments: ['00000000-0000-0000-0000-000000000000.txt'],
  });
  expect([madeUp.status, madeUp.body.error]).toEqual([400, 'ticket.error.attachment']);
  const two = await as(owner)('POST', '/api/Tickets/addTicketPost', { ticketId: id, attachments: stored.slice(0, 2) });
  expect(two.status).toBe(201);
  expect(two.body.attachments.map((a: { name: string }) => a.name)).toEqual(stored.slice(0, 2));
  // A file already attached to a post cannot be attached again (to reach it through another ticket).
  const reused = await as(stranger)('POST', '/api/Tickets/addTicketPost', {
    ticketId: (await get(stranger, '/api/Tickets/getMyTickets')).body.data[0].id,
    attachments: [stored[0]],
  });
  expect([reused.status, reused.body.error]).toEqual([400, 'ticket.error.attachment']);
  expect((await call(ctx.server.url, 'POST', '/api/CMS/UploadFile?directory=Tickets')).status).toBe(401);
});
