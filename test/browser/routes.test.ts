import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT_DIR } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { launchBrowser, openPage, signInThroughUi } from '../support/browser.js';
import { RecordFactory } from '../support/record-factory.js';
import { ADMIN, useServer } from '../support/server.js';

// Spec 2 §2, route by route, as the spec writes them (an independent list, not read from the entity files): each
// finds its screen (list, create or update, of the right base path) or redirects where the spec says.
const ctx = useServer();
const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
let browser: Browser;
let page: Page;
const ids: Record<string, number> = {};

/** Entity → base paths of its screens; List, Create and Update/{id} are walked under each. */
const SCREENS: [entity: string, bases: string[]][] = [
  ['Customer', ['/Customers/Customer']],
  ['CustomerRole', ['/Customers/Role']],
  ['Setting', ['/Settings/AllSetting', '/Settings/SystemSetting']],
  ['Backup', ['/Settings/Backup']],
  ['Country', ['/Settings/Country']],
  ['Province', ['/Settings/Province']],
  ['City', ['/Settings/City']],
  ['Region', ['/Settings/Region']],
  ['ScheduleTask', ['/Settings/ScheduleTask']],
  ['MessagingAccount', ['/Settings/MessagingAccount']],
  ['Store', ['/Settings/Store']],
  ['Application', ['/Settings/Application']],
  ['Attribute', ['/Settings/Attributes']],
  ['Category', ['/CMS/Category']],
  ['ContentTemplate', ['/CMS/ContentTemplate']],
  ['Tag', ['/CMS/Tag']],
  ['Product', ['/Catalog/Product', '/Catalog/ProductApproval']],
  ['ProductType', ['/Catalog/ProductType']],
  ['Coin', ['/Blockchains/Coin']],
  ['CoinContract', ['/Blockchains/CoinContract']],
  ['BlockChain', ['/Blockchains/BlockChain']],
  ['BlockChainNetwork', ['/Blockchains/BlockChainNetwork']],
  ['Withdrawal', ['/Blockchains/Withdrawal']],
  ['TradeStrategy', ['/Blockchains/TradeStrategy']],
  ['Archive', ['/Archives/Archive']],
  ['ArchiveFileType', ['/Archives/ArchiveFileType']],
  ['ArchiveFile', ['/Archives/ArchiveFile']],
  ['DocumentType', ['/Archives/DocumentType']],
  ['Document', ['/Archives/Document']],
  ['Project', ['/CRM/Project']],
  ['ProjectType', ['/CRM/ProjectType']],
  ['Unit', ['/CRM/Unit']],
  ['Bank', ['/Payments/Bank']],
  ['BankAccount', ['/Payments/BankAccount']],
  ['PaymentType', ['/Payments/PaymentType']],
  ['RecurringPayment', ['/Payments/RecurringPayment']],
  ['Cheque', ['/Payments/Cheque', '/Payments/Cheque/Payment', '/Payments/Cheque/Receipt']],
  ['Payment', ['/Payments/Payment', '/Payments/Payment/Payment', '/Payments/Payment/Receipt']],
  ['RefundPayment', ['/Payments/RefundPayment']],
  ['ShipmentType', ['/Shipments/ShipmentType']],
  ['Shipment', ['/Shipments/Shipment']],
  ['ShipmentItem', ['/Shipments/ShipmentItem']],
  ['StockOperation', ['/WarehouseStocks/StockOperation']],
  ['Warehouse', ['/WarehouseStocks/Warehouse']],
  ['StockTransaction', ['/WarehouseStocks/StockTransaction']],
  ['ProductOrder', ['/ProductOrders', '/ProductOrders/Sales', '/ProductOrders/Purchases']],
  ['Accounting', ['/Accountings/Accounting']],
  ['AccountingType', ['/Accountings/AccountingType']],
  ['Year', ['/Accountings/Year']],
  ['AccountingDetail', ['/Accountings/AccountingDetail']],
];

/** Routes with their optional segments filled, as the spec writes them. */
const WITH_SEGMENTS: [path: string, kind: string, base: string][] = [
  ['/Settings/Attributes/List/Product', 'list', '/Settings/Attributes'],
  ['/Settings/Attributes/Create/Product', 'create', '/Settings/Attributes'],
  ['/CMS/Category/List/Page', 'list', '/CMS/Category'],
  ['/CMS/Category/Create/Content', 'create', '/CMS/Category'],
  ['/Blockchains/CoinContract/List/1', 'list', '/Blockchains/CoinContract'],
  ['/Blockchains/CoinContract/Create/1', 'create', '/Blockchains/CoinContract'],
  ['/Blockchains/BlockChainNetwork/List/1', 'list', '/Blockchains/BlockChainNetwork'],
  ['/Blockchains/BlockChainNetwork/Create/1', 'create', '/Blockchains/BlockChainNetwork'],
  ['/Archives/ArchiveFile/List/1', 'list', '/Archives/ArchiveFile'],
  ['/Archives/Document/List/1', 'list', '/Archives/Document'],
  ['/Archives/Document/Create/1/1', 'create', '/Archives/Document'],
  ['/Payments/Cheque/Receipt/List/1', 'list', '/Payments/Cheque/Receipt'],
  ['/Payments/Payment/Receipt/List/1/ProductOrder/1', 'list', '/Payments/Payment/Receipt'],
  ['/Payments/Payment/Create/1/ProductOrder/1', 'create', '/Payments/Payment'],
  ['/Payments/RefundPayment/List/1', 'list', '/Payments/RefundPayment'],
  ['/Payments/RefundPayment/Create/1', 'create', '/Payments/RefundPayment'],
  ['/Shipments/ShipmentItem/List/1', 'list', '/Shipments/ShipmentItem'],
  ['/WarehouseStocks/StockTransaction/List/1', 'list', '/WarehouseStocks/StockTransaction'],
  ['/Accountings/AccountingDetail/List/1', 'list', '/Accountings/AccountingDetail'],
  ['/Accountings/AccountingDetail/Create/1', 'create', '/Accountings/AccountingDetail'],
];

const REDIRECTS: [from: string, to: string][] = [
  ['/CRM', '/CRM/Project/List'],
  ['/WarehouseStocks', '/WarehouseStocks/StockTransaction/List'],
  ['/CMS/Category/Project', '/CMS/Category/List/Project'],
  ['/CMS/Category/Project/Create', '/CMS/Category/Create/Project'],
  ['/CMS/Category/Unit', '/CMS/Category/List/Unit'],
  ['/CMS/Category/Unit/Create', '/CMS/Category/Create/Unit'],
  ['/Project/Attributes/List', '/Settings/Attributes/List/Project'],
  ['/Project/Attributes/Create', '/Settings/Attributes/Create/Project'],
  ['/Payments/Payment/Payment', '/Payments/Payment/Payment/List'],
  ['/Payments/Payment/Receipt', '/Payments/Payment/Receipt/List'],
  ['/Payments/Cheque/Payment', '/Payments/Cheque/Payment/List'],
  ['/Payments/Cheque/Receipt', '/Payments/Cheque/Receipt/List'],
  ['/ProductOrders/Sales', '/ProductOrders/Sales/List'],
  ['/ProductOrders/Purchases', '/ProductOrders/Purchases/List'],
];

/** Client-side navigation inside the single page (no reload per route). */
async function visit(route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/dashboard${route}`);
}

async function screenAt(route: string): Promise<{ kind: string | null; base: string | null; url: string }> {
  // What is on the page now is marked, so the wait below is for the screen of the new route.
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-screen], [data-testid="not-found"]')
      .forEach((e) => e.setAttribute('data-seen', '')),
  );
  await visit(route);
  const found = page.locator(`[data-screen]:not([data-seen]), [data-testid="not-found"]:not([data-seen])`).first();
  await found.waitFor();
  return {
    kind: await found.getAttribute('data-screen'),
    base: await found.getAttribute('data-base'),
    url: new URL(page.url()).pathname.replace(/^\/dashboard/, ''),
  };
}

beforeAll(async () => {
  const factory = new RecordFactory(registry, ctx.server.url, ctx.token);
  for (const [entity] of SCREENS) ids[entity] = (await factory.create(entity)).id;
  browser = await launchBrowser();
  ({ page } = await openPage(browser, ctx.server.url));
  await signInThroughUi(page, ADMIN.username, ADMIN.password);
}, 120_000);
afterAll(() => browser?.close());

test.each(SCREENS)('%s: List, Create and Update/{id} under each of its paths', async (entity, bases) => {
  for (const base of bases) {
    for (const [kind, suffix] of [
      ['list', 'List'],
      ['create', 'Create'],
      ['update', `Update/${ids[entity]}`],
    ]) {
      expect(await screenAt(`${base}/${suffix}`)).toEqual({ kind, base, url: `${base}/${suffix}` });
    }
  }
});

test.each(WITH_SEGMENTS)('%s', async (route, kind, base) => {
  expect(await screenAt(route)).toEqual({ kind, base, url: route });
});

test.each(REDIRECTS)('%s redirects to %s', async (from, to) => {
  expect((await screenAt(from)).url).toBe(to);
});

test('an unknown path shows the not-found page', async () => {
  expect(await screenAt('/Nowhere/Special')).toEqual({ kind: null, base: null, url: '/Nowhere/Special' });
  // The dashboard opened without a language is in Persian, its default.
  expect(await page.getByTestId('not-found').innerText()).toBe('صفحه یافت نشد.');
});
