import type { ParsedMail } from 'mailparser';
import { MailDispatcher } from '../../backend/src/platform/messaging/mail-dispatcher.js';
import { NotificationService } from '../../backend/src/platform/messaging/notification.service.js';
import { until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { closedOrder, orderRefs, type OrderRefs } from '../support/orders.js';
import { shoppers, useServer } from '../support/server.js';
import { startSmtp, type LocalSmtp } from '../support/smtp.js';

// E-mail notifications: templates per event and language, rendered with escaped values, queued with the change that
// caused them and delivered through the SMTP messaging account to a real SMTP server; retried while it is down.
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
let smtp: LocalSmtp;
let accountId: number;
let refs: OrderRefs;

const notifications = () => ctx.server.app.get(NotificationService);
const delivered = () => ctx.server.app.get(MailDispatcher).idle();
const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
/** The mails received for one recipient, once there are `n` of them (sending follows the commit). */
const mailsTo = async (email: string, n: number) =>
  until(
    async () => smtp.mails.filter((m) => to(m) === email),
    (list) => list.length >= n,
  );

beforeAll(async () => {
  smtp = await startSmtp({ users: { mailer: 'smtp-secret' } });
  const account = await admin('POST', '/api/messaging-accounts', {
    displayName: 'Saray Bazaar',
    providerType: 1,
    accAddress: 'shop@saray.test',
    host: '127.0.0.1',
    port: smtp.port,
    enableSsl: false,
    username: 'mailer',
    password: 'smtp-secret',
  });
  expect(account.status).toBe(201);
  accountId = account.body.id;
  refs = await orderRefs(ctx.server, ctx.token, 'Notify card');
});
afterAll(() => smtp?.close());

async function customer(name: string, languageCode?: string) {
  const [made] = await shoppers(ctx.server, ctx.token, name, 1);
  if (languageCode) expect((await admin('PUT', `/api/customers/${made.id}`, { languageCode })).status).toBe(200);
  return { ...made, email: `${made.username}@example.com` };
}

test('a ticket reply reaches the customer in their language, signed in to the SMTP account, values escaped', async () => {
  const reader = await customer('notify.fa', 'fa');
  const id = await notifications().notify('ticket.reply', reader.id, {
    ticketTitle: 'Zip <b>broken</b>',
    postText: '<script>alert("x")</script> & try again',
    link: '/account/tickets',
  });
  expect(id).toEqual(expect.any(Number));
  const [mail] = await mailsTo(reader.email, 1);
  expect(smtp.logins).toContain('mailer');
  expect(mail.from?.value[0]).toMatchObject({ address: 'shop@saray.test', name: 'Saray Bazaar' });
  expect(mail.subject).toBe('پاسخ جدید به تیکت «Zip <b>broken</b>»');
  const html = String(mail.html);
  expect(html).toMatch(/^<div dir="rtl" lang="fa">/);
  expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; try again');
  expect(html).not.toContain('<script>');
  expect(html).toContain('Zip &lt;b&gt;broken&lt;/b&gt;');
  expect(html).toContain('href="http://localhost:3000/fa/account/tickets"');
  expect(html).toContain(`${reader.username} عزیز،`);
  expect(mail.text).toContain('<script>alert("x")</script> & try again');
  await delivered();
  expect((await admin('GET', `/api/outbox-messages/${id}`)).body).toMatchObject({
    status: 'sent',
    attempts: 1,
    eventKey: 'ticket.reply',
    recipient: reader.email,
  });
});

test('without a language of their own, a customer gets the store’s default language', async () => {
  const plain = await customer('notify.plain');
  await notifications().notify('ticket.reply', plain.id, { ticketTitle: 'Hello', postText: 'Hi' });
  expect((await mailsTo(plain.email, 1))[0].subject).toBe('New reply to your ticket “Hello”');

  const [store] = (await admin('GET', `/api/stores${listQuery({ filter: { name: 'main' } })}`)).body;
  const setting = await admin('POST', '/api/settings', {
    name: 'store.defaultlanguage',
    value: 'tr',
    storeId: store.id,
  });
  expect(setting.status).toBe(201);
  try {
    await notifications().notify('ticket.reply', plain.id, { ticketTitle: 'Merhaba', postText: 'Selam' });
    expect((await mailsTo(plain.email, 2))[1].subject).toBe('“Merhaba” talebinize yeni yanıt');
  } finally {
    await admin('DELETE', `/api/settings/${setting.body.id}`);
  }
});

test('a visitor who registers in Turkish gets Turkish mail', async () => {
  const registered = await call(ctx.server.url, 'POST', '/api/Authentication/register', {
    body: {
      username: 'notify.turk',
      email: 'notify.turk@example.com',
      password: 'turk-pass',
      confirmPassword: 'turk-pass',
    },
    headers: { lang: 'tr' },
  });
  expect(registered.status).toBe(201);
  const [made] = (await admin('GET', `/api/customers${listQuery({ filter: { username: 'notify.turk' } })}`)).body;
  expect(made.languageCode).toBe('tr');
  await notifications().notify('ticket.reply', made.id, { ticketTitle: 'Beden', postText: '42 geldi' });
  expect((await mailsTo('notify.turk@example.com', 1))[0].subject).toBe('“Beden” talebinize yeni yanıt');
});

test('an edited template is used for the next mail; a placeholder the event does not have is refused', async () => {
  const reader = await customer('notify.edit', 'en');
  const [template] = (
    await admin(
      'GET',
      `/api/message-templates${listQuery({ filter: { eventKey: 'ticket.reply', languageCode: 'en' } })}`,
    )
  ).body;
  const wrong = await admin('PUT', `/api/message-templates/${template.id}`, { body: '<p>{{orderNumber}}</p>' });
  expect([wrong.status, wrong.body.error, wrong.body.details[0].path]).toEqual([
    400,
    'messagetemplate.error.placeholder',
    '/body',
  ]);
  const edited = await admin('PUT', `/api/message-templates/${template.id}`, {
    subject: 'Answered: {{ticketTitle}}',
    body: '<p>Hello {{customerName}}, we wrote: <em>{{postText}}</em></p>',
  });
  expect(edited.status).toBe(200);
  try {
    await notifications().notify('ticket.reply', reader.id, { ticketTitle: 'Sizes', postText: 'Size 42 is back' });
    const [mail] = await mailsTo(reader.email, 1);
    expect(mail.subject).toBe('Answered: Sizes');
    expect(String(mail.html)).toContain(`<p>Hello ${reader.username}, we wrote: <em>Size 42 is back</em></p>`);
  } finally {
    await admin('PUT', `/api/message-templates/${template.id}`, { subject: template.subject, body: template.body });
  }
});

test('each state an order reaches sends the customer exactly one mail', async () => {
  const { shopper, order } = await closedOrder(
    ctx.server,
    ctx.token,
    refs,
    'notify.order',
    { price: '40.00', stockQuantity: 5 },
    2,
  );
  const email = `${shopper.username}@example.com`;
  const subjects = async (n: number) => (await mailsTo(email, n)).map((m) => m.subject);
  expect(await subjects(1)).toEqual([`Your order ${order.invoiceNumber} has been received`]);

  const [payment] = (
    await admin('GET', `/api/payments${listQuery({ filter: { entityName: 'ProductOrder', entityId: order.id } })}`)
  ).body;
  expect((await admin('POST', `/api/payments/${payment.id}/actions/markPaid`, {})).status).toBe(200);
  expect((await subjects(2))[1]).toBe(`Payment received for order ${order.invoiceNumber}`);
  expect(String((await mailsTo(email, 2))[1].html)).toContain('80 TRY');

  expect((await admin('POST', `/api/product-orders/${order.id}/actions/setShipped`, {})).status).toBe(200);
  expect((await subjects(3))[2]).toBe(`Your order ${order.invoiceNumber} is on its way`);
  expect((await admin('POST', `/api/product-orders/${order.id}/actions/markDelivered`, {})).status).toBe(200);
  expect((await subjects(4))[3]).toBe(`Your order ${order.invoiceNumber} has been delivered`);
  expect((await admin('POST', `/api/product-orders/${order.id}/actions/refund`, { confirm: true })).status).toBe(200);
  expect((await subjects(5))[4]).toBe(`Your order ${order.invoiceNumber} has been refunded`);

  // An edit of the order that changes no state, and a refused second refund, send nothing more.
  expect((await admin('POST', `/api/product-orders/${order.id}/actions/refund`, { confirm: true })).status).toBe(409);
  await delivered();
  const rows = (
    await admin('GET', `/api/outbox-messages${listQuery({ filter: { recipient: email }, range: [0, 99] })}`)
  ).body as { eventKey: string; status: string }[];
  expect(rows.map((r) => r.eventKey).sort()).toEqual([
    'order.closed',
    'order.delivered',
    'order.paid',
    'order.refunded',
    'order.shipped',
  ]);
  expect(rows.every((r) => r.status === 'sent')).toBe(true);
  expect(smtp.mails.filter((m) => to(m) === email)).toHaveLength(5);
});

test('while the SMTP server is down the mail waits in the outbox, and the mail task sends it later', async () => {
  const reader = await customer('notify.down', 'en');
  const down = await startSmtp();
  const closedPort = down.port;
  await down.close();
  expect((await admin('PUT', `/api/messaging-accounts/${accountId}`, { port: closedPort })).status).toBe(200);
  try {
    const id = await notifications().notify('ticket.reply', reader.id, { ticketTitle: 'Later', postText: 'Soon' });
    await delivered();
    const waiting = (await admin('GET', `/api/outbox-messages/${id}`)).body;
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(waiting.nextAttemptAt)).toBeGreaterThan(Date.now());
  } finally {
    await admin('PUT', `/api/messaging-accounts/${accountId}`, { port: smtp.port });
  }
  // The pause before the next attempt has passed; the scheduled task runs.
  await ctx.server.dataSource.query(`UPDATE outbox_messages SET next_attempt_at = now() WHERE status = 'queued'`);
  const [task] = (await admin('GET', `/api/schedule-tasks${listQuery({ filter: { type: 'sendmail' } })}`)).body;
  const run = await call(ctx.server.url, 'POST', `/api/ScheduleTasks/runNow?id=${task.id}`, { token: ctx.token });
  expect(run.body).toMatchObject({ ok: true, result: { sent: 1, failed: 0 } });
  const [mail] = await mailsTo(reader.email, 1);
  expect(mail.subject).toBe('New reply to your ticket “Later”');
});
