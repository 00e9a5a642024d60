import { loadConfig } from '../../backend/src/config.js';
import { call, listQuery, signIn } from '../support/http.js';
import { shoppers, startServer, type TestServer } from '../support/server.js';

// The contact page's message: anyone may send one and it becomes a ticket the support staff see, with the visitor's
// contact details (the customer's own ticket when signed in). The server checks every field and limits how often one
// address may write. Each test writes from an address of its own (the server trusts one proxy's X-Forwarded-For).
let server: TestServer;
let admin: string;
const units: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({
    config: { rateLimits: { ...loadConfig().rateLimits, contact: { count: 3, seconds: 600 } }, trustProxy: 1 },
  });
  admin = await signIn(server.url);
  for (const u of (await call(server.url, 'GET', '/api/units', { token: admin })).body) units[u.title] = u.id;
});
afterAll(() => server?.close());

const contact = (from: string, body: object, options: { token?: string; lang?: string } = {}) =>
  call(server.url, 'POST', '/api/Tickets/contactUs', {
    body,
    token: options.token,
    headers: { 'x-forwarded-for': from, ...(options.lang ? { lang: options.lang } : {}) },
  });
const asAdmin = (method: string, path: string, body?: object) => call(server.url, method, path, { token: admin, body });
const ticketsTo = async (contactEmail: string) =>
  (await asAdmin('GET', `/api/tickets${listQuery({ filter: { contactEmail } })}`)).body as Record<string, unknown>[];

const MESSAGE = {
  contactName: 'Leyla Ahmadi',
  contactEmail: 'leyla@example.com',
  contactPhone: '0912 345 6789',
  title: 'Prices for hotels',
  body: 'Do you sell carpets to hotels in quantity?',
};

test('a visitor’s message becomes a ticket of the chosen unit with their contact details; staff read and answer it', async () => {
  const sent = await contact('203.0.113.1', { ...MESSAGE, unitId: units.Sales });
  expect([sent.status, sent.body.mine]).toEqual([201, false]);
  const ticket = (await asAdmin('GET', `/api/Tickets/getTicket?id=${sent.body.id}`)).body;
  expect(ticket).toMatchObject({
    title: 'Prices for hotels',
    customerId: null,
    customer: null,
    contactName: 'Leyla Ahmadi',
    contactEmail: 'leyla@example.com',
    // Stored in international form, as every phone field is.
    contactPhone: '+989123456789',
    unitTitle: 'Sales',
    // The demo's contact.priority setting.
    priorityName: 'Normal',
    isResolved: false,
  });
  const posts = (await asAdmin('GET', `/api/Tickets/getTicketPosts?ticketId=${sent.body.id}`)).body.data;
  expect(posts).toEqual([
    expect.objectContaining({ body: 'Do you sell carpets to hotels in quantity?', author: null, fromStaff: false }),
  ]);
  // Among the tickets the staff handle, and found in the dashboard's list by the visitor's e-mail.
  const handled = (await asAdmin('GET', '/api/Tickets/getTickets?pageSize=50')).body.data as { id: number }[];
  expect(handled.map((t) => t.id)).toContain(sent.body.id);
  expect((await ticketsTo('leyla@example.com')).map((t) => t.id)).toEqual([sent.body.id]);

  // A staff answer is a staff post; there is no customer to e-mail, so nothing is queued for one.
  const answer = await asAdmin('POST', '/api/Tickets/addTicketPost', { ticketId: sent.body.id, body: 'Yes: 10% off.' });
  expect([answer.status, answer.body.fromStaff]).toEqual([201, true]);
  const mails = await asAdmin(
    'GET',
    `/api/outbox-messages${listQuery({ filter: { recipient: 'leyla@example.com' } })}`,
  );
  expect(mails.body).toEqual([]);

  // Without a unit, the message goes to the first active top-level unit.
  const plain = await contact('203.0.113.1', { ...MESSAGE, contactEmail: 'leyla.plain@example.com' });
  expect((await asAdmin('GET', `/api/Tickets/getTicket?id=${plain.body.id}`)).body.unitTitle).toBe('Customer service');
});

test('every field’s problem is answered at once, in the visitor’s language, and nothing is written', async () => {
  const empty = await contact('203.0.113.2', { title: '  ', body: '' }, { lang: 'en' });
  expect([empty.status, empty.body.error]).toEqual([400, 'ticket.error.contact']);
  expect(empty.body.message).toBe('Your message could not be sent: check the highlighted fields.');
  expect(empty.body.details.map((d: { path: string; error: string }) => [d.path, d.error]).sort()).toEqual([
    ['/body', 'common.error.required'],
    ['/contactEmail', 'common.error.required'],
    ['/contactName', 'common.error.required'],
    ['/title', 'common.error.required'],
  ]);

  const wrong = await contact(
    '203.0.113.2',
    { ...MESSAGE, contactEmail: 'leyla@', contactPhone: '12', title: 'x'.repeat(201) },
    { lang: 'fa' },
  );
  expect(wrong.status).toBe(400);
  const byPath = Object.fromEntries(
    wrong.body.details.map((d: { path: string; error: string; message: string }) => [d.path, d]),
  );
  expect(Object.keys(byPath).sort()).toEqual(['/contactEmail', '/contactPhone', '/title']);
  expect(byPath['/contactEmail']).toMatchObject({ error: 'ticket.error.contactemail' });
  expect(byPath['/contactEmail'].message).toBe('یک نشانی ایمیل مانند name@example.com وارد کنید.');
  expect(byPath['/contactPhone'].error).toBe('common.error.phone');
  expect(byPath['/title'].error).toBe('common.error.maxlength');
  expect(wrong.body.message).toMatch(/[\u0600-\u06FF]/);

  // A unit that does not exist is refused at its field.
  const nowhere = await contact('203.0.113.2', { ...MESSAGE, contactEmail: 'nowhere@example.com', unitId: 999999 });
  expect([nowhere.status, nowhere.body.details[0].path]).toEqual([400, '/unitId']);
  expect(await ticketsTo('nowhere@example.com')).toEqual([]);
});

test('a signed-in customer’s message is their own ticket, without asking who they are', async () => {
  const [customer] = await shoppers(server, admin, 'contactus', 1);
  const sent = await contact(
    '203.0.113.3',
    { title: 'Where is my order?', body: 'Ordered last week.' },
    {
      token: customer.token,
    },
  );
  expect([sent.status, sent.body.mine]).toEqual([201, true]);
  const mine = await call(server.url, 'GET', '/api/Tickets/getMyTickets', { token: customer.token });
  expect(mine.body.data).toEqual([
    expect.objectContaining({ id: sent.body.id, customerId: customer.id, title: 'Where is my order?' }),
  ]);
  const posts = await call(server.url, 'GET', `/api/Tickets/getTicketPosts?ticketId=${sent.body.id}`, {
    token: customer.token,
  });
  expect(posts.body.data[0]).toMatchObject({ author: { id: customer.id }, fromStaff: false });
});

test('one address may send a few messages at a time; another address and a signed-in customer are not held up', async () => {
  const from = '198.51.100.7';
  // Refused messages count too: the limit is on writing, not on succeeding.
  expect((await contact(from, {})).status).toBe(400);
  for (const n of [1, 2])
    expect((await contact(from, { ...MESSAGE, contactEmail: `flood${n}@example.com` })).status).toBe(201);
  const held = await contact(from, { ...MESSAGE, contactEmail: 'flood3@example.com' });
  expect([held.status, held.body.error]).toEqual([429, 'common.error.ratelimited']);
  expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await ticketsTo('flood3@example.com')).toEqual([]);

  expect((await contact('198.51.100.8', { ...MESSAGE, contactEmail: 'flood3@example.com' })).status).toBe(201);
  const [customer] = await shoppers(server, admin, 'contactlimit', 1);
  expect((await contact(from, { title: 'Hello', body: 'Still there?' }, { token: customer.token })).status).toBe(201);
});

test('any ticket without a customer must name whom to answer, and only such a ticket has a post without an author', async () => {
  const base = { title: 'Phoned in', unitId: units.Sales, priorityId: undefined as number | undefined };
  base.priorityId = (await asAdmin('GET', '/api/Tickets/getPriorities')).body[0].id;
  const nobody = await asAdmin('POST', '/api/tickets', base);
  expect([nobody.status, nobody.body.error]).toEqual([400, 'ticket.error.contactrequired']);
  const phoned = await asAdmin('POST', '/api/tickets', {
    ...base,
    contactName: 'Kaveh',
    contactEmail: 'kaveh@example.com',
  });
  expect(phoned.status).toBe(201);
  expect((await asAdmin('POST', '/api/ticket-posts', { ticketId: phoned.body.id, body: 'Called at 10.' })).status).toBe(
    201,
  );

  const [customer] = await shoppers(server, admin, 'contactowner', 1);
  const owned = await asAdmin('POST', '/api/tickets', { ...base, customerId: customer.id });
  const orphan = await asAdmin('POST', '/api/ticket-posts', { ticketId: owned.body.id, body: 'From nobody' });
  expect([orphan.status, orphan.body.details[0].path]).toEqual([400, '/customerId']);
});
