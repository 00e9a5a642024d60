/**
 * @engines pglite postgres
 * Due dates across months, stored and compared as dates.
 */
import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';

// Recurring payments bill each cycle once when its date comes (monthly, daily…), with interest, up to the number of
// cycles; then they are completed. A cancelled one bills nothing more.
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const iso = (d: Date) => d.toISOString().slice(0, 10);
const payments = async (id: number) =>
  (
    await admin(
      'GET',
      `/api/payments${listQuery({ filter: { entityName: 'RecurringPayment', entityId: id }, sort: ['paymentDate', 'ASC'] })}`,
    )
  ).body as { amount: string; paymentDate: string; isPaid: boolean }[];

test('each cycle that has come is billed once, with its interest; the last one completes the plan', async () => {
  const [customer] = (await admin('GET', '/api/customers?range=[0,0]')).body;
  const coins = (await admin('GET', '/api/coins')).body as { id: number; symbol: string }[];
  const coinId = coins.find((c) => c.symbol === 'TRY')!.id;
  const now = new Date();
  const monthlyStart = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1)));
  const monthly = (
    await admin('POST', '/api/recurring-payments', {
      customerId: customer.id,
      coinId,
      amount: '600',
      periodAmount: '100',
      isInterest: true,
      interestPercent: '2.5',
      totalCycles: 6,
      cycleLength: 1,
      cyclePeriodId: 3,
      startDate: monthlyStart,
      description: 'Installment',
    })
  ).body;
  const daily = (
    await admin('POST', '/api/recurring-payments', {
      customerId: customer.id,
      coinId,
      amount: '50',
      totalCycles: 2,
      cycleLength: 1,
      cyclePeriodId: 1,
      startDate: iso(new Date(now.getTime() - 10 * 86_400_000)),
    })
  ).body;
  const stopped = (
    await admin('POST', '/api/recurring-payments', {
      customerId: customer.id,
      coinId,
      amount: '10',
      totalCycles: 3,
      cycleLength: 1,
      cyclePeriodId: 2,
      startDate: monthlyStart,
    })
  ).body;
  expect((await admin('POST', `/api/recurring-payments/${stopped.id}/actions/cancel`, { confirm: true })).status).toBe(
    200,
  );

  const run = await admin('POST', '/api/ProductOrders/generateRecurringPayments', {});
  expect(run.body.created).toBeGreaterThanOrEqual(6);
  // Months 0 to 3 have come: four payments of 100 + 2.5 % interest, due on the first of each month.
  const billed = await payments(monthly.id);
  expect(billed.map((p) => p.amount)).toEqual(['102.50', '102.50', '102.50', '102.50']);
  expect(billed.map((p) => p.paymentDate)).toEqual(
    [3, 2, 1, 0].map((back) => iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)))),
  );
  // The daily plan's two cycles are both past: the total spread over them, and the plan is completed.
  expect((await payments(daily.id)).map((p) => p.amount)).toEqual(['25.00', '25.00']);
  expect((await admin('GET', `/api/recurring-payments/${daily.id}`)).body).toMatchObject({ isCompleted: true });
  expect(await payments(stopped.id)).toEqual([]);

  // Running again bills nothing twice.
  await admin('POST', '/api/ProductOrders/generateRecurringPayments', {});
  expect(await payments(monthly.id)).toHaveLength(4);
  expect(await payments(daily.id)).toHaveLength(2);
  // A plan with payments keeps its terms.
  const edit = await admin('PUT', `/api/recurring-payments/${monthly.id}`, { periodAmount: '90' });
  expect(edit.body.error).toBe('recurringpayment.error.haspayments');
});
