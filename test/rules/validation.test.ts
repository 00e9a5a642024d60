/**
 * @engines pglite postgres
 * Concurrent refunds, and uniqueness refused from the database's constraint errors.
 */
import { useRulesKit } from '../support/rules-kit.js';

// The validation rules of spec 2 §5 that span a record's fields or other records: for each, the allowed path
// succeeds and the forbidden one answers the rule's key and leaves the tables as they were.
const kit = useRulesKit();
const { post, put, act, create, allowed, refused, like } = kit;

const detail = (body: any) => body.details?.map((d: any) => [d.path, d.error]);

describe('field rules', () => {
  const named = kit.registry.entities
    .filter((e) => e.meta.fields.get('name')?.spec.minLength === 3 && !e.meta.fields.get('name')!.readOnly)
    .map((e) => e.meta.name);

  test('names of the spec (country … role) need at least 3 characters', () =>
    expect(named).toEqual(
      expect.arrayContaining(['Country', 'Province', 'City', 'Attribute', 'AttributeValue', 'Category', 'Product']),
    ));

  test.each(named)('%s: a 2-character name is refused, 3 characters are accepted', async (entity) => {
    const record = await create(entity);
    const body = await refused([entity], () => put(entity, record.id, { name: 'ab' }), 400, 'common.error.validation');
    expect(detail(body)).toEqual([['/name', 'common.error.name_minlength']]);
    await allowed(() => put(entity, record.id, { name: 'abc' }));
  });

  test('amounts must be greater than 0 (payments, withdrawals)', async () => {
    const payment = await create('Payment');
    const body = await refused(
      ['Payment'],
      () => put('Payment', payment.id, { amount: '0' }),
      400,
      'common.error.validation',
    );
    expect(detail(body)).toEqual([['/amount', 'common.error.exclusiveminimum']]);
    await allowed(() => put('Payment', payment.id, { amount: '0.01' }));
    // A withdrawal's amount is fixed once it is asked for (its funds are held then): the rule meets it on creation.
    const request = await kit.factory.aligned('Withdrawal');
    const refusedWithdrawal = await refused(
      ['Withdrawal'],
      () => post('Withdrawal', { ...request, amount: '0' }),
      400,
      'common.error.validation',
    );
    expect(detail(refusedWithdrawal)).toEqual([['/amount', 'common.error.exclusiveminimum']]);
    await allowed(() => post('Withdrawal', { ...request, amount: '0.01' }));
  });

  test('a percentage fee or tax is 1 to 100; interest is 0 to 100', async () => {
    const type = await create('PaymentType');
    await refused(
      ['PaymentType'],
      () => put('PaymentType', type.id, { isPercentageFee: true, feeAmount: '150' }),
      400,
      'common.error.percentrange',
    );
    await refused(
      ['PaymentType'],
      () => put('PaymentType', type.id, { isPercentageTax: true, taxAmount: '0.5' }),
      400,
      'common.error.percentrange',
    );
    await allowed(() =>
      put('PaymentType', type.id, { isPercentageFee: true, feeAmount: '100', isPercentageTax: true, taxAmount: '1' }),
    );
    // A fixed (not percentage) fee may be any amount.
    await allowed(() => put('PaymentType', type.id, { isPercentageFee: false, feeAmount: '150' }));
    const recurring = await create('RecurringPayment');
    const body = await refused(
      ['RecurringPayment'],
      () => put('RecurringPayment', recurring.id, { interestPercent: '100.5' }),
      400,
      'common.error.validation',
    );
    expect(detail(body)).toEqual([['/interestPercent', 'common.error.maximum']]);
    await allowed(() => put('RecurringPayment', recurring.id, { interestPercent: '0' }));
  });

  test('an end never comes before its start (years, ledgers, projects, weight ranges)', async () => {
    for (const [entity, from, to, low, high] of [
      ['Year', 'startDate', 'endDate', '2024-01-01', '2024-12-31'],
      ['Ledger', 'startDate', 'endDate', '2024-01-01', '2024-12-31'],
      ['Project', 'startDate', 'endDate', '2024-01-01', '2024-12-31'],
      ['ShipmentType', 'minWeight', 'maxWeight', '9000', '9100'],
    ]) {
      const record = await create(entity);
      const body = await refused(
        [entity],
        () => put(entity, record.id, { [from]: high, [to]: low }),
        400,
        'common.error.fromto',
      );
      expect(detail(body)).toEqual([[`/${to}`, 'common.error.fromto']]);
      await allowed(() => put(entity, record.id, { [from]: low, [to]: high }));
    }
  });
});

describe('payments and their cheques', () => {
  test('a cheque pays a payment of the same amount, coin and due date, and only one', async () => {
    const [coin, other] = [await create('Coin'), await create('Coin')];
    const cheque = await create('Cheque', { coinId: coin.id, amount: '100.00', dueDate: '2026-12-01' });
    const type = await create('PaymentType', { allCoin: true, paymentMethod: 2, isCheque: true });
    const customer = await create('Customer');
    const base = {
      customerId: customer.id,
      paymentTypeId: type.id,
      coinId: coin.id,
      amount: '100',
      chequeId: cheque.id,
    };
    const tables = ['Payment', 'Cheque'];
    await refused(tables, () => post('Payment', { ...base, amount: '90' }), 400, 'payment.error.chequeamountmismatch');
    await refused(
      tables,
      () => post('Payment', { ...base, coinId: other.id }),
      400,
      'payment.error.chequecoinmismatch',
    );
    await refused(
      tables,
      () => post('Payment', { ...base, paymentDate: '2026-11-30' }),
      400,
      'payment.error.chequeduedatemismatch',
    );
    const payment = await allowed(() => post('Payment', base));
    expect(payment.paymentDate).toBe('2026-12-01');
    await refused(tables, () => post('Payment', base), 409, 'payment.error.chequeused');
    await refused(
      tables,
      () => put('Payment', payment.id, { amount: '99' }),
      400,
      'payment.error.chequeamountmismatch',
    );
  });

  test('a payment type takes only its coins, and its base coin is one of them', async () => {
    const [coin, other] = [await create('Coin'), await create('Coin')];
    await refused(
      ['PaymentType'],
      () =>
        post('PaymentType', {
          name: 'Local card',
          paymentMethod: 1,
          availableCoins: `${other.id}`,
          baseCoinId: coin.id,
        }),
      400,
      'payment.error.basecoinnotavailable',
    );
    const type = await allowed(() =>
      post('PaymentType', { name: 'Local card', paymentMethod: 1, availableCoins: `${coin.id}`, baseCoinId: coin.id }),
    );
    const customer = await create('Customer');
    const base = { customerId: customer.id, paymentTypeId: type.id, amount: '10' };
    await refused(
      ['Payment'],
      () => post('Payment', { ...base, coinId: other.id }),
      400,
      'payment.error.typeunavailableforcoin',
    );
    await allowed(() => post('Payment', { ...base, coinId: coin.id }));
  });

  test('refunds of a payment never exceed it, and only a paid payment is refunded', async () => {
    const payment = await create('Payment', { amount: '100.00' });
    await refused(
      ['RefundPayment'],
      () => post('RefundPayment', { paymentId: payment.id, amount: '10' }),
      409,
      'payment.error.notpaid_cannot_refund',
    );
    await allowed(() => act('Payment', payment.id, 'markPaid'));
    const first = await allowed(() => post('RefundPayment', { paymentId: payment.id, amount: '60' }));
    await refused(
      ['RefundPayment'],
      () => post('RefundPayment', { paymentId: payment.id, amount: '40.01' }),
      400,
      'payment.error.refundexceedsmax',
    );
    await allowed(() => post('RefundPayment', { paymentId: payment.id, amount: '40' }));
    await refused(
      ['RefundPayment'],
      () => put('RefundPayment', first.id, { amount: '60.50' }),
      400,
      'payment.error.refundexceedsmax',
    );
  });

  test('concurrent refunds are counted one after the other: never more than the payment', async () => {
    const payment = await create('Payment', { amount: '100.00' });
    await allowed(() => act('Payment', payment.id, 'markPaid'));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('RefundPayment', { paymentId: payment.id, amount: '30' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 400, 400, 400, 400, 400, 400, 400]);
  });
});

describe('one currency per cart', () => {
  test('an order line is priced in the order’s coin; the order’s coin is fixed once it has lines', async () => {
    const [coin, other] = [await create('Coin'), await create('Coin')];
    const order = await create('ProductOrder', { coinId: coin.id });
    const foreign = await create('Product', { baseCoinId: other.id });
    const local = await create('Product', { baseCoinId: coin.id });
    const line = { productOrderId: order.id, quantity: 1 };
    await refused(
      ['ProductOrderItem'],
      () => post('ProductOrderItem', { ...line, productId: foreign.id }),
      400,
      'cart.error.currencymismatch',
    );
    await allowed(() => post('ProductOrderItem', { ...line, productId: local.id }));
    await refused(
      ['ProductOrder'],
      () => put('ProductOrder', order.id, { coinId: other.id }),
      409,
      'cart.error.currencymismatch',
    );
  });

  test('an order’s payment and shipment are in its coin, by methods that take it', async () => {
    const [coin, other] = [await create('Coin'), await create('Coin')];
    const order = await create('ProductOrder', { coinId: coin.id });
    const type = await create('PaymentType', { allCoin: true });
    const pay = {
      customerId: order.customerId,
      paymentTypeId: type.id,
      amount: '10',
      entityName: 'ProductOrder',
      entityId: order.id,
    };
    await refused(['Payment'], () => post('Payment', { ...pay, coinId: other.id }), 400, 'cart.error.currencymismatch');
    await allowed(() => post('Payment', { ...pay, coinId: coin.id }));

    const [local, foreign] = [
      await create('ShipmentType', { baseCoinId: coin.id }),
      await create('ShipmentType', { baseCoinId: other.id }),
    ];
    const ship = { customerId: order.customerId, productOrderId: order.id, amount: '5' };
    await refused(
      ['Shipment'],
      () => post('Shipment', { ...ship, coinId: coin.id, shipmentTypeId: foreign.id }),
      400,
      'shipment.error.typeunavailableforcoin',
    );
    await refused(
      ['Shipment'],
      () => post('Shipment', { ...ship, coinId: other.id, shipmentTypeId: foreign.id }),
      400,
      'cart.error.currencymismatch',
    );
    await allowed(() => post('Shipment', { ...ship, coinId: coin.id, shipmentTypeId: local.id }));
  });

  test('shipment types’ weight ranges do not overlap', async () => {
    const coin = await create('Coin');
    const type = { baseCoinId: coin.id, price: '1' };
    await allowed(() => post('ShipmentType', { ...type, name: 'Light', minWeight: '1000', maxWeight: '1005' }));
    await refused(
      ['ShipmentType'],
      () => post('ShipmentType', { ...type, name: 'Medium', minWeight: '1003', maxWeight: '1010' }),
      400,
      'shipment.error.weightoverlap',
    );
    await refused(
      ['ShipmentType'],
      () => post('ShipmentType', { ...type, name: 'Any heavy', minWeight: '1001' }),
      400,
      'shipment.error.weightoverlap',
    );
    const medium = await allowed(() =>
      post('ShipmentType', { ...type, name: 'Medium', minWeight: '1005', maxWeight: '1010' }),
    );
    await refused(
      ['ShipmentType'],
      () => put('ShipmentType', medium.id, { minWeight: '1004' }),
      400,
      'shipment.error.weightoverlap',
    );
  });
});

describe('accounting', () => {
  test('a document is dated inside an existing, active financial year; its number is unique in the year', async () => {
    const year = await create('Year', { startDate: '2025-03-21', endDate: '2026-03-20' });
    const closed = await create('Year', { startDate: '2024-03-20', endDate: '2025-03-20', isActived: false });
    const type = await create('AccountingType');
    const doc = { yearId: year.id, accountingTypeId: type.id, code: 1001 };
    await refused(
      ['Accounting'],
      () => post('Accounting', { ...doc, accDate: '2026-03-21' }),
      400,
      'accounting.error.dateoutofrange',
    );
    await refused(
      ['Accounting'],
      () => post('Accounting', { ...doc, yearId: closed.id, accDate: '2024-06-01' }),
      400,
      'accounting.error.yearclosed',
    );
    const saved = await allowed(() => post('Accounting', { ...doc, accDate: '2025-03-21' }));
    await refused(
      ['Accounting'],
      () => post('Accounting', { ...doc, accDate: '2025-04-01' }),
      409,
      'accounting.error.codeexists',
    );
    await refused(
      ['Accounting'],
      () => put('Accounting', saved.id, { accDate: '2025-03-20' }),
      400,
      'accounting.error.dateoutofrange',
    );
  });

  test('a line is either debtor or creditor, with an amount', async () => {
    const line = await create('AccountingDetail');
    await refused(
      ['AccountingDetail'],
      () => put('AccountingDetail', line.id, { debtor: '10', creditor: '5' }),
      400,
      'accounting.error.debtorandcreditor',
    );
    await refused(
      ['AccountingDetail'],
      () => put('AccountingDetail', line.id, { debtor: '0', creditor: '0' }),
      400,
      'accounting.error.amountrequired',
    );
    await allowed(() => put('AccountingDetail', line.id, { debtor: '0', creditor: '5' }));
  });
});

describe('uniqueness', () => {
  test('only one systematic archive; archive serial formats are unique', async () => {
    const archive = await create('Archive', { archiveFilesNumberFormat: 'SYS-{number}', isSystemic: true });
    await refused(
      ['Archive'],
      () => post('Archive', like('Archive', archive, { archiveFilesNumberFormat: 'SYS2-{number}', isSystemic: true })),
      409,
      'archive.error.systemarchiveexists',
    );
    await refused(
      ['Archive'],
      () => post('Archive', like('Archive', archive, { isSystemic: false })),
      409,
      'archive.error.serialformatexists',
    );
    await allowed(() =>
      post('Archive', like('Archive', archive, { archiveFilesNumberFormat: 'USR-{number}', isSystemic: false })),
    );
  });

  test('one archive file of a type per customer', async () => {
    const customer = await create('Customer');
    const file = await create('ArchiveFile', { customerId: customer.id });
    await refused(
      ['ArchiveFile'],
      () => post('ArchiveFile', like('ArchiveFile', file, { customerId: customer.id })),
      409,
      'archive.error.filetypeexists',
    );
    const other = await create('Customer');
    await allowed(() => post('ArchiveFile', like('ArchiveFile', file, { customerId: other.id })));
  });

  test('invoice numbers, SKUs and GTINs are unique; one backup goes to the cloud', async () => {
    const order = await create('ProductOrder', { invoiceNumber: 'INV-7001' });
    await refused(
      ['ProductOrder'],
      () => post('ProductOrder', like('ProductOrder', order, { invoiceNumber: 'INV-7001' })),
      409,
      'order.error.invoicenumberexists',
    );
    await allowed(() => post('ProductOrder', like('ProductOrder', order, { invoiceNumber: 'INV-7002' })));
    const product = await create('Product', { sku: 'SKU-7001', gtin: '12345670' });
    await refused(
      ['Product'],
      () => post('Product', like('Product', product, { sku: 'SKU-7001' })),
      409,
      'product.error.skuexists',
    );
    await refused(
      ['Product'],
      () => post('Product', like('Product', product, { gtin: '12345670' })),
      409,
      'product.error.gtinexists',
    );
    await allowed(() => post('Product', like('Product', product, { sku: 'SKU-7002', gtin: '12345671' })));
  });
});
