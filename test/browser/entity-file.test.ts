import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT_DIR } from '../../backend/src/config.js';
import { launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call, signIn } from '../support/http.js';
import { ADMIN, startServer, type TestServer } from '../support/server.js';

// An entity the platform has never seen, given as two files (test/fixtures/entities: a shelf and its books) and no
// TypeScript: the dashboard draws its menu entry, list filters, laid-out form, write-only input, children tab and
// the title other records show it by, from the files alone.
let server: TestServer;
let token: string;
let browser: Browser;
let schemas: string;
const shelves: Record<string, number> = {};

beforeAll(async () => {
  schemas = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-fixture-schemas-'));
  fs.cpSync(path.join(ROOT_DIR, 'entity-schemas'), schemas, { recursive: true });
  fs.cpSync(path.join(ROOT_DIR, 'test/fixtures/entities'), path.join(schemas, 'fixtures'), { recursive: true });
  server = await startServer({ config: { schemasDir: schemas } });
  // The run's seeded database has no tables for the fixtures: create what the schema builder says they need.
  const pending = await server.dataSource.driver.createSchemaBuilder().log();
  for (const { query, parameters } of pending.upQueries.filter((q) => q.query.includes('"fixture_')))
    await server.dataSource.query(query, parameters);
  token = await signIn(server.url);
  for (const [code, room, kind] of [
    ['S1', 'Attic', 1],
    ['S2', 'Cellar', 2],
  ] as const) {
    const shelf = await api('POST', '/api/fixture-shelves', { code, room, kind, openedOn: '2024-03-20' });
    expect(shelf.status).toBe(201);
    shelves[code] = shelf.body.id;
  }
  for (const [title, shelf] of [
    ['Dune', 'S1'],
    ['Emma', 'S1'],
    ['Ulysses', 'S2'],
  ])
    expect((await api('POST', '/api/fixture-books', { title, shelfId: shelves[shelf], pages: 300 })).status).toBe(201);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(schemas, { recursive: true, force: true });
});

const api = (method: string, url: string, body?: object) => call(server.url, method, url, { token, body });

async function adminPage(lang: 'en' | 'fa'): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, server.url);
  await opened.page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(opened.page, ADMIN.username, ADMIN.password, `/${lang}/dashboard`);
  return opened;
}

test('a new entity file gets its menu entry, filters, layout, write-only input, children and title', async () => {
  const { page, errors } = await adminPage('en');
  await page.locator('.RaMenu-open a', { hasText: 'Shelf' }).first().click();
  await page.waitForURL(/\/Fixtures\/Shelf\/List/);
  // The filters the file names, and no others.
  for (const name of ['kind', 'isOpen', 'openedOn']) await page.getByTestId(`filter-${name}`).waitFor();
  expect(await page.locator('[data-testid^="filter-"][data-testid$="code"]').count()).toBe(0);
  await page.getByRole('cell', { name: 'Attic', exact: true }).click();
  await page.waitForURL(/\/Fixtures\/Shelf\/Update\/\d+/);

  // The first section lays its fields out in two columns: code and room side by side.
  const code = await page.locator('#root_code').boundingBox();
  const room = await page.locator('#root_room').boundingBox();
  expect(Math.abs(code!.y - room!.y)).toBeLessThan(4);
  expect(Math.abs(code!.x - room!.x)).toBeGreaterThan(200);
  // The write-only lock code is a password input, never filled in; what is typed is stored, never returned.
  const lock = page.locator('#root_lockCode');
  expect([await lock.getAttribute('type'), await lock.inputValue()]).toEqual(['password', '']);
  await lock.fill('open-sesame');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/Fixtures\/Shelf\/List/);
  const [{ lock_code: stored }] = await server.dataSource.query('SELECT lock_code FROM fixture_shelves WHERE id = $1', [
    shelves.S1,
  ]);
  expect(stored).toBe('open-sesame');
  const read = (await api('GET', `/api/fixture-shelves/${shelves.S1}`)).body;
  expect(read).not.toHaveProperty('lockCode');
  expect(read._set).toEqual(['lockCode']);

  // The children tab lists the shelf's books, and only them.
  await page.goto(`/en/dashboard/Fixtures/Shelf/Update/${shelves.S1}`);
  await page.getByRole('tab', { name: 'books' }).click();
  const books = page.getByTestId('child-books').getByRole('cell', { name: /^(Dune|Emma|Ulysses)$/ });
  expect(
    await until(
      async () => (await books.allInnerTexts()).sort(),
      (t) => t.length === 2,
    ),
  ).toEqual(['Dune', 'Emma']);
  await screenshot(page, 'fixture-shelf-books');

  // Books name their shelf by the shelf's title template, in the list and in the relation input.
  await page.goto('/en/dashboard/Fixtures/Book/List');
  await page.getByRole('cell', { name: 'S2 (Cellar)', exact: true }).waitFor();
  await page.goto('/en/dashboard/Fixtures/Book/Create');
  await page.locator('#root_shelfId').click();
  await page.locator('#root_shelfId').pressSequentially('Cel');
  await page.getByRole('option', { name: 'S2 (Cellar)', exact: true }).waitFor();
  expect(errors).toEqual([]);
});

test('in Persian the same form is right to left, its two columns mirrored', async () => {
  const { page, errors } = await adminPage('fa');
  await page.goto(`/fa/dashboard/Fixtures/Shelf/Update/${shelves.S2}`);
  const code = await page.locator('#root_code').boundingBox();
  const room = await page.locator('#root_room').boundingBox();
  // The first field of a row is on the right.
  expect(code!.x).toBeGreaterThan(room!.x);
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the section is one column and nothing runs wider than the screen.
  await until(
    async () => {
      const [c, r] = [await page.locator('#root_code').boundingBox(), await page.locator('#root_room').boundingBox()];
      return r!.y - c!.y;
    },
    (below) => below > 20,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'fixture-shelf-fa-phone');
  expect(errors).toEqual([]);
});
