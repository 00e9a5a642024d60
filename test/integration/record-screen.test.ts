import type { ParsedMail } from 'mailparser';
import { MailDispatcher } from '../../backend/src/platform/messaging/mail-dispatcher.js';
import { NotificationService } from '../../backend/src/platform/messaging/notification.service.js';
import { until } from '../support/browser.js';
import { call, listQuery, signIn } from '../support/http.js';
import { closedOrder, orderRefs } from '../support/orders.js';
import { createCustomer, shoppers, useServer } from '../support/server.js';
import { startSmtp, type LocalSmtp } from '../support/smtp.js';

// What a record's screen reads from the API beside the record: why each action it cannot run is refused
// (_refused), which secrets are stored (_set) while the secrets themselves never leave the server, and an order's
// invoice for its print view.
const ctx = useServer();
const as =
  (token: string) =>
  (method: string, path: string, body?: object): Promise<{ status: number; body: any }> =>
    call(ctx.server.url, method, path, { token, body });
const admin = (method: string, path: string, body?: object) => as(ctx.token)(method, path, body);
let second: ReturnType<typeof as>;

beforeAll(async () => {
  await createCustomer(ctx.server, ctx.token, { username: 'second.approver' }, 'second-pass-1', ['administrators']);
  second = as(await signIn(ctx.server.url, 'second.approver', 'second-pass-1'));
});

describe('_refused: each action the caller cannot run now, with the reason the server would answer', () => {
  test('a payment: not paid yet, then the creator may not second it; another administrator may', async () => {
    const [customer] = await shoppers(ctx.server, ctx.token, 'refused.payer', 1);
    const [coin] = (await admin('GET', `/api/coins${listQuery({ range: [0, 0] })}`)).body;
    const type = (await admin('POST', '/api/payment-types', { name: 'Refusal card', paymentMethod: 1, allCoin: true }))
      .body;
    const payment = (
      await admin('POST', '/api/payments', {
        customerId: customer.id,
        coinId: coin.id,
        paymentTypeId: type.id,
        amount: '120.50',
      })
    ).body;
    expect(payment).toMatchObject({
      _allowed: ['markPaid'],
      _refused: { approve: 'payment.error.notpaid_cannot_approve' },
    });
    await admin('POST', `/api/payments/${payment.id}/actions/markPaid`);
    const mine = (await admin('GET', `/api/payments/${payment.id}`)).body;
    expect(mine._allowed).toEqual([]);
    expect(mine._refused).toEqual({
      markPaid: 'payment.error.alreadypaid',
      approve: 'common.error.seconderrequired',
    });
    // The list answers carry the same, so a row can say why too.
    const [listed] = (await admin('GET', `/api/payments${listQuery({ filter: { id: payment.id } })}`)).body;
    expect(listed._refused).toEqual(mine._refused);
    const theirs = (await second('GET', `/api/payments/${payment.id}`)).body;
    expect(theirs).toMatchObject({ _allowed: ['approve'], _refused: { markPaid: 'payment.error.alreadypaid' } });
    expect(theirs._refused).not.toHaveProperty('approve');
  });

  test('a withdrawal: confirmed, and approved neither by the one it pays out to nor without a second person', async () => {
    const [usdt] = (await admin('GET', `/api/coins${listQuery({ filter: { symbol: 'USDT' } })}`)).body;
    const chain = (await admin('POST', '/api/blockchains', { name: 'Refusal chain' })).body;
    const network = (
      await admin('POST', '/api/blockchain-networks', {
        blockChainId: chain.id,
        name: 'RC20',
        symbol: 'RC20',
        fee: '1',
      })
    ).body;
    await admin('POST', '/api/coin-contracts', {
      coinId: usdt.id,
      blockChainId: chain.id,
      blockChainNetworkId: network.id,
    });
    // The administrator withdraws their own funds: the request is theirs, whoever wrote it.
    const me = (await admin('GET', '/api/Customers/getMyProfile')).body;
    await admin('POST', '/api/Wallets/deposit', { customerId: me.id, coinId: usdt.id, amount: '500' });
    const asked = await admin('POST', '/api/Wallets/withdraw', {
      coinId: usdt.id,
      blockChainNetworkId: network.id,
      amount: '100',
      toAddress: `0x${'7b'.repeat(20)}`,
    });
    expect(asked.status).toBe(201);
    const id = asked.body.id as number;
    const own = (await admin('GET', `/api/withdrawals/${id}`)).body;
    expect(own._refused).toMatchObject({ approve: 'common.error.seconderrequired' });
    expect(own._allowed).toEqual(['reject']);
    const refused = await admin('POST', `/api/withdrawals/${id}/actions/approve`, { confirm: true });
    expect([refused.status, refused.body.error]).toEqual([409, 'common.error.seconderrequired']);

    expect((await second('GET', `/api/withdrawals/${id}`)).body._allowed).toEqual(['approve', 'reject']);
    const unconfirmed = await second('POST', `/api/withdrawals/${id}/actions/approve`);
    expect([unconfirmed.status, unconfirmed.body.error]).toEqual([400, 'common.error.confirmationrequired']);
    const approved = await second('POST', `/api/withdrawals/${id}/actions/approve`, { confirm: true });
    expect(approved.body).toMatchObject({ status: 4, _refused: { approve: 'withdrawal.error.notwaiting' } });
  });
});

describe('write-only fields', () => {
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startSmtp({ users: { mailer: 'smtp-secret' } });
  });
  afterAll(() => smtp?.close());

  const stored = async (id: number) =>
    (await ctx.server.dataSource.query('SELECT password FROM messaging_accounts WHERE id = $1', [id]))[0].password;
  /** A notification to a new customer, once delivered through the SMTP account. */
  const mailGoesOut = async (name: string): Promise<ParsedMail | undefined> => {
    const [reader] = await shoppers(ctx.server, ctx.token, name, 1);
    await ctx.server.app
      .get(NotificationService)
      .notify('ticket.reply', reader.id, { ticketTitle: name, postText: '' });
    await ctx.server.app.get(MailDispatcher).idle();
    const to = `${reader.username}@example.com`;
    const mails = await until(
      async () => smtp.mails.filter((m) => m.to && 'text' in m.to && m.to.text === to),
      (list) => list.length > 0,
    );
    return mails[0];
  };

  test('an SMTP password is set through the API, used to sign in, never answered, and kept by an update without it', async () => {
    const created = await admin('POST', '/api/messaging-accounts', {
      displayName: 'Shop mail',
      providerType: 1,
      accAddress: 'shop@saray.test',
      host: '127.0.0.1',
      port: smtp.port,
      enableSsl: false,
      username: 'mailer',
      password: 'smtp-secret',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body).not.toHaveProperty('password');
    expect(created.body._set).toEqual(['password']);
    expect(await stored(id)).toBe('smtp-secret');
    expect(await mailGoesOut('secret.first')).toBeDefined();
    expect(smtp.logins).toContain('mailer');

    // An update that leaves the input empty, or does not name the field, keeps the stored password.
    const emptied = await admin('PUT', `/api/messaging-accounts/${id}`, { displayName: 'Shop mailer', password: '' });
    expect(emptied.status).toBe(200);
    const renamed = await admin('PUT', `/api/messaging-accounts/${id}`, { accAddress: 'orders@saray.test' });
    expect(renamed.body).toMatchObject({ displayName: 'Shop mailer', _set: ['password'] });
    expect(await stored(id)).toBe('smtp-secret');
    const logins = smtp.logins.length;
    expect(await mailGoesOut('secret.kept')).toBeDefined();
    expect(smtp.logins.length).toBe(logins + 1);

    // Replaced, the new one is what is stored; no answer ever holds it.
    await admin('PUT', `/api/messaging-accounts/${id}`, { password: 'rotated-secret' });
    expect(await stored(id)).toBe('rotated-secret');
    const answers = [
      (await admin('GET', `/api/messaging-accounts/${id}`)).body,
      ...(await admin('GET', `/api/messaging-accounts${listQuery({ filter: { id } })}`)).body,
      ...(await admin('GET', `/api/messaging-accounts/${id}/history`)).body,
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toMatch(/smtp-secret|rotated-secret/);

    const bare = await admin('POST', '/api/messaging-accounts', { displayName: 'No login', providerType: 2 });
    expect(bare.body._set).toEqual([]);
  });
});

test("an order's invoice for the print view: for whoever may print it, refused once the order is deleted", async () => {
  const refs = await orderRefs(ctx.server, ctx.token, 'Invoice card');
  const { order, shopper } = await closedOrder(
    ctx.server,
    ctx.token,
    refs,
    'invoice.print',
    { price: '250.5', stockQuantity: 5 },
    2,
  );
  const invoice = await admin('GET', `/api/ProductOrders/getInvoice?id=${order.id}`);
  expect(invoice.status).toBe(200);
  expect(invoice.body).toMatchObject({
    kind: 'invoice',
    invoiceNumber: order.invoiceNumber,
    customer: { email: `${shopper.username}@example.com` },
    coin: 'TRY',
    lines: [{ name: 'Order invoice.print', quantity: 2, unitPrice: '250.5', total: '501' }],
    amounts: { price: order.price, totalPrice: order.totalPrice },
  });
  expect(invoice.body.seller.name).toEqual(expect.any(String));
  // The customer prints their own order; another customer does not find it.
  expect((await as(shopper.token)('GET', `/api/ProductOrders/getInvoice?id=${order.id}`)).status).toBe(200);
  const [stranger] = await shoppers(ctx.server, ctx.token, 'inv.other', 1);
  expect((await as(stranger.token)('GET', `/api/ProductOrders/getInvoice?id=${order.id}`)).status).toBe(404);
  expect((await admin('GET', '/api/ProductOrders/getInvoice?id=x')).status).toBe(400);

  const { order: gone } = await closedOrder(
    ctx.server,
    ctx.token,
    refs,
    'invoice.gone',
    { price: '10', stockQuantity: 5 },
    1,
  );
  await admin('POST', `/api/product-orders/${gone.id}/actions/markDeleted`, { confirm: true });
  const deleted = await admin('GET', `/api/ProductOrders/getInvoice?id=${gone.id}`);
  expect([deleted.status, deleted.body.error]).toEqual([409, 'order.error.deleted_unprintable']);
});
