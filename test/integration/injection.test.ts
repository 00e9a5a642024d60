/**
 * @engines pglite postgres
 * Hostile text sent to the database as parameters, through each driver.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ROOT_DIR } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';
import type { EntityMeta, FieldMeta } from '../../backend/src/schema/entity-meta.js';
import { call, listQuery } from '../support/http.js';
import {
  ID_INJECTIONS,
  JSON_FILTER_INJECTIONS,
  RANGE_INJECTIONS,
  SORT_INJECTIONS,
  SQL_INJECTIONS,
  TRAVERSAL_NAMES,
  rawRequest,
  refusal,
  scriptPayloads,
} from '../support/injection-payloads.js';
import { RecordFactory } from '../support/record-factory.js';
import { customerTokens, demoPictures, shoppers, startServer, type TestServer } from '../support/server.js';
import { signIn } from '../support/http.js';
import { snapshot } from '../support/snapshot.js';

// Injection through every entry point a client controls: SQL and JSON in the generic list's filter, sort, range, q
// and record ids (every entity, from the registry) and in the named calls that take free text; script in rich text,
// titles and file names; path traversal in upload and download names and directories. Each must be refused with a
// translated 4xx or kept as harmless text: never a 5xx, a wider list, a changed row or a file outside its folder.
const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
const entities = registry.entities.map((e) => e.meta);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-inject-'));
const filesDir = path.join(root, 'files');
const CANARY = `canary-${randomUUID()}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ config: { filesDir: demoPictures(filesDir) } });
  token = await signIn(server.url);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const api = (method: string, url: string, body?: unknown, as = token) =>
  call(server.url, method, url, { token: as, body });

/** The Content-Range total of a list answer. */
const totalOf = (res: { headers: Headers }) => Number(res.headers.get('content-range')?.split('/')[1]);

/** Percent escapes that decode to nothing valid. */
const MALFORMED = ['%E0%A4%A', '%ZZ', '%', '%C0%AE%C0%AE', '%ED%A0%80'];

/** A text field a filter compares as it is (no format or enum that would refuse the text before the database). */
const plainTextField = (entity: EntityMeta): FieldMeta | undefined =>
  [...entity.fields.values()].find(
    (f) => f.kind === 'string' && !f.internal && !f.spec.enum && !f.spec.format && !f.relation,
  );

/** The n items of a list whose turn it is for the i-th caller (wrapping round), so that callers share the list. */
const turn = <T>(list: readonly T[], i: number, n: number): T[] =>
  Array.from({ length: Math.min(n, list.length) }, (_, k) => list[(i * n + k) % list.length]);

/** Runs the calls a few at a time (the answers are independent; the order of the results is kept). */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

describe('the generic list and record routes of every entity', () => {
  test('SQL and JSON in filter, q, sort, range and ids are refused or compared as text; no list widens', async () => {
    const problems: string[] = [];
    const totals = new Map<string, number>();
    const tables = ['products', 'pages', 'customer_roles'];
    const before = await Promise.all(tables.map((t) => snapshot(server.dataSource, t)));
    for (const [i, entity] of entities.entries()) {
      const base = `/api/${entity.resource}`;
      const honest = await api('GET', `${base}${listQuery({ range: [0, 0] })}`);
      if (honest.status === 200) totals.set(entity.resource, totalOf(honest));
      const text = plainTextField(entity);
      // The classic widening payload goes to every entity; the others take turns, so each entity gets a few and the
      // registry as a whole gets them all.
      const sql = ["' OR 1=1 --", ...turn(SQL_INJECTIONS, i, 1)];
      const cases: { label: string; url: string; method?: string; empty?: boolean }[] = [];
      for (const p of sql) {
        cases.push({ label: `q=${p}`, url: `${base}${listQuery({ filter: { q: p } })}`, empty: true });
        if (text)
          cases.push({
            label: `${text.name}=${p}`,
            url: `${base}${listQuery({ filter: { [text.name]: p } })}`,
            empty: true,
          });
      }
      for (const p of turn(SQL_INJECTIONS, i, 1))
        cases.push({ label: `id=${p}`, url: `${base}${listQuery({ filter: { id: p, id_gte: p } })}` });
      for (const f of turn(JSON_FILTER_INJECTIONS, i, 1))
        cases.push({ label: `filter ${f}`, url: `${base}?filter=${encodeURIComponent(f)}` });
      for (const s of turn(SORT_INJECTIONS, i, 1))
        cases.push({ label: `sort ${s}`, url: `${base}?sort=${encodeURIComponent(s)}` });
      for (const r of turn(RANGE_INJECTIONS, i, 1))
        cases.push({ label: `range ${r}`, url: `${base}?range=${encodeURIComponent(r)}` });
      const [id] = turn(ID_INJECTIONS, i, 1);
      const [method] = turn(['GET', 'PUT', 'DELETE'], i, 1);
      cases.push({ label: `${method} ${id}`, url: `${base}/${encodeURIComponent(id)}`, method });
      await inBatches(cases, 10, async (c) => {
        const res = await api(c.method ?? 'GET', c.url, c.method === 'PUT' ? {} : undefined);
        const answer = refusal(res);
        const harmless = c.empty && res.status === 200 && totalOf(res) === 0 && (res.body as unknown[]).length === 0;
        if (!answer.ok && !harmless)
          problems.push(`${entity.name} ${c.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      });
    }
    expect(problems).toEqual([]);
    // Nothing the payloads said (DROP, DELETE) happened: every list holds what it held.
    for (const [resource, total] of totals) {
      const after = await api('GET', `/api/${resource}${listQuery({ range: [0, 0] })}`);
      expect([resource, after.status, totalOf(after)]).toEqual([resource, 200, total]);
    }
    expect(await Promise.all(tables.map((t) => snapshot(server.dataSource, t)))).toEqual(before);
  }, 240_000);

  test('an unknown or injected resource name is a translated 404', async () => {
    for (const name of ["products'--", 'products;DROP TABLE products', '__proto__', 'constructor', '..%2Fcustomers']) {
      const res = await rawRequest(server.url, 'GET', `/api/${encodeURIComponent(name)}`, { token });
      expect([name, refusal(res)]).toEqual([name, { status: 404, key: expect.any(String), ok: true }]);
    }
  });

  test('a path whose escapes decode to nothing valid is a translated 4xx', async () => {
    for (const bad of MALFORMED)
      for (const url of [
        `/api/products/${bad}`,
        `/api/${bad}`,
        `/api/CMS/Image/Images/${bad}`,
        `/api/products/1/actions/${bad}`,
      ]) {
        const res = await rawRequest(server.url, 'GET', url, { token });
        expect([url, refusal(res).ok]).toEqual([url, true]);
      }
  });
});

describe('named calls that take free text', () => {
  let customers: { id: number; username: string; token: string }[];
  const tickets: number[] = [];
  const hidden = `Hidden draft ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    customers = await shoppers(server, token, 'inject', 2);
    const [unit] = (await api('GET', '/api/CRM/getUnits')).body;
    const [priority] = (await api('GET', '/api/Tickets/getPriorities')).body;
    for (const c of customers) {
      const opened = await api(
        'POST',
        '/api/Tickets/addTicket',
        { title: `Order question of ${c.username}`, unitId: unit.id, priorityId: priority.id, body: 'Where is it?' },
        c.token,
      );
      expect(opened.status).toBe(201);
      tickets.push(opened.body.id);
    }
    const draft = await api('POST', '/api/pages', {
      languageCode: 'en',
      slug: `hidden-${Date.now()}`,
      type: 'Pages',
      layoutType: 'onecolumn',
      title: hidden,
      published: false,
    });
    expect(draft.status).toBe(201);
  });

  const ok = (res: { status: number; body: unknown }) => res.status === 200 || refusal(res).ok;

  test('the storefront search finds nothing it should not: no draft page, no customer data, no 5xx', async () => {
    for (const term of [...SQL_INJECTIONS, 'Hidden draft', "Hidden draft' OR published=false --"]) {
      const res = await api(
        'GET',
        `/api/Search?term=${encodeURIComponent(term)}&types=Pages,News,Blogs,Coin`,
        undefined,
        '',
      );
      expect([term, ok(res)]).toEqual([term, true]);
      if (res.status !== 200) continue;
      const titles = (res.body as { title: string }[]).map((r) => r.title);
      expect([term, titles.filter((t) => t === hidden || /argon2|testadmin/.test(t))]).toEqual([term, []]);
    }
  });

  test("ticket search and lists never show another customer's ticket", async () => {
    const [mine, theirs] = tickets;
    for (const keyword of [...SQL_INJECTIONS, `${theirs}' OR 1=1 --`, `#${theirs}`]) {
      for (const route of ['searchTickets', 'getMyTickets', 'getTickets']) {
        const res = await api(
          'GET',
          `/api/Tickets/${route}?keyword=${encodeURIComponent(keyword)}`,
          undefined,
          customers[0].token,
        );
        expect([route, keyword, ok(res)]).toEqual([route, keyword, true]);
        if (res.status !== 200) continue;
        const ids = (res.body.data as { id: number }[]).map((t) => t.id);
        expect([route, keyword, ids.filter((id) => id !== mine), res.body.totalCount <= 1]).toEqual([
          route,
          keyword,
          [],
          true,
        ]);
      }
    }
  });

  test('a ticket post names only attachments the server stored: wildcards, traversal and NUL are refused', async () => {
    const [mine] = tickets;
    for (const name of ['%', '_%', '../../canary.txt', 'a\u0000b', "x',1); --", `${randomUUID()}.txt`]) {
      const res = await api(
        'POST',
        '/api/Tickets/addTicketPost',
        { ticketId: mine, body: 'See the file', attachments: [name] },
        customers[0].token,
      );
      expect([name, refusal(res)]).toEqual([name, { status: 400, key: 'ticket.error.attachment', ok: true }]);
    }
    // Script in a post is kept as text.
    const posted = await api(
      'POST',
      '/api/Tickets/addTicketPost',
      { ticketId: mine, body: '<script>alert(1)</script>' },
      customers[0].token,
    );
    expect([posted.status, posted.body.body]).toEqual([201, '<script>alert(1)</script>']);
  });

  test('the pages, slug and taxonomy calls of the back office refuse or compare the text', async () => {
    for (const p of SQL_INJECTIONS) {
      const e = encodeURIComponent(p);
      for (const url of [
        `/api/CMS/checkSlug?name=${e}&languageCode=${e}`,
        `/api/CMS/getPages?keyword=${e}`,
        `/api/CMS/getPages?keyword=x&pageSize=${e}`,
        `/api/CMS/getContents?partName=${e}&entityName=${e}&entityId=${e}`,
        `/api/Tags/getTagNames?keyword=${e}`,
        `/api/Catalogs/getProducts?keyword=${e}`,
        `/api/Category/getCategories?entityName=${e}`,
      ]) {
        const res = await api('GET', url);
        expect([url, ok(res)]).toEqual([url, true]);
        if (url.includes('getPages?keyword') && res.status === 200) expect(res.body.totalCount).toBe(0);
      }
    }
  });

  /** How many product cards the state a storefront page was drawn from holds (each card has its sku). */
  const productsIn = (html: string) => {
    const state = /<script id="storefront-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1];
    return new Set(state.match(/"sku":"[^"]*"/g) ?? []).size;
  };

  test('storefront routes and product filters: no 5xx, and a filter never shows more products', async () => {
    const honest = await rawRequest(server.url, 'GET', '/en/p');
    expect(honest.status).toBe(200);
    const products = productsIn(honest.text);
    expect(products).toBeGreaterThan(0);
    let n = 0;
    for (const p of [...SQL_INJECTIONS, ...TRAVERSAL_NAMES, ...MALFORMED]) {
      // A malformed escape goes as it is; anything else as a browser would send it.
      const e = MALFORMED.includes(p) ? p : encodeURIComponent(p);
      const shapes = [`/en/pages/${e}`, `/en/p/${e}`, `/en/c/${e}`, `/en/cat/product/${e}`, `/en/${e}/p`, `/${e}`];
      for (const url of turn(shapes, n++, 2)) {
        const res = await rawRequest(server.url, 'GET', url);
        expect([url, res.status < 500]).toEqual([url, true]);
      }
      const filtered = await rawRequest(
        server.url,
        'GET',
        `/en/p?minprice=${e}&maxprice=${e}&category=${e}&attr=${e}&attr=1:${e}`,
      );
      // A NUL in the address is refused before routing; anything else is the visitor's to edit and is ignored.
      if (p.includes('\u0000')) expect([p, refusal(filtered)]).toEqual([p, expect.objectContaining({ ok: true })]);
      else {
        expect([p, filtered.status]).toEqual([p, 200]);
        expect(productsIn(filtered.text)).toBeLessThanOrEqual(products);
      }
    }
  });
});

describe('script in stored text', () => {
  const payloads = scriptPayloads('http://127.0.0.1:9');
  const dangerous = /<script|onerror|onload|onmouseover|javascript:|<iframe|<svg/i;

  test('rich-text fields of every entity refuse script; harmless formatting is kept', async () => {
    const factory = new RecordFactory(registry, server.url, token, customerTokens(server, token));
    const rich = entities.flatMap((e) =>
      [...e.fields.values()].filter((f) => f.spec.format === 'html' && !f.readOnly).map((f) => ({ e, f })),
    );
    expect(rich.map(({ e, f }) => `${e.name}.${f.name}`)).toEqual(
      expect.arrayContaining(['Product.description', 'Page.description', 'Content.description']),
    );
    for (const { e, f } of rich) {
      const record = await factory.create(e.name).catch(() => undefined);
      if (!record) continue;
      const url = `/api/${e.resource}/${record.id}`;
      // Another language of a localized field (description_fa) is answered among the record's languages.
      const of = f.translationOf;
      const shown = (body: Record<string, any>) => (of ? body._i18n?.[of.field]?.[of.lang] : body[f.name]);
      for (const p of payloads) {
        const res = await api('PUT', url, { [f.name]: p });
        if (res.status === 200)
          expect([e.name, f.name, p, dangerous.test(String(shown(res.body)))]).toEqual([e.name, f.name, p, false]);
        else expect([e.name, f.name, p, refusal(res).ok, res.status]).toEqual([e.name, f.name, p, true, 400]);
      }
      const stored = shown((await api('GET', url)).body);
      expect(dangerous.test(String(stored ?? ''))).toBe(false);
      const safe = '<p>Tea &amp; <b>sugar</b> <a href="https://example.com">more</a></p>';
      const kept = await api('PUT', url, { [f.name]: safe });
      expect([e.name, f.name, kept.status, shown(kept.body)]).toEqual([e.name, f.name, 200, safe]);
    }
  });

  test('titles and names keep script as text, returned exactly as sent', async () => {
    const product = (await api('GET', `/api/products${listQuery({ range: [0, 0] })}`)).body[0];
    for (const p of payloads.slice(0, 4)) {
      const res = await api('PUT', `/api/products/${product.id}`, { name: p.slice(0, 200) });
      expect([res.status, res.body.name]).toEqual([200, p.slice(0, 200)]);
    }
    await api('PUT', `/api/products/${product.id}`, { name: product.name });
  });
});

describe('path traversal in file and directory names', () => {
  const outside = path.join(root, 'canary.txt');
  // A file with a name the server could have made, but outside every upload directory and in a private one.
  const strayName = `${randomUUID()}.png`;
  const privateName = `${randomUUID()}.txt`;
  const tree = () =>
    (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => !f.startsWith(`files${path.sep}`)).sort();

  beforeAll(() => {
    fs.mkdirSync(path.join(filesDir, 'Tickets'), { recursive: true });
    fs.writeFileSync(outside, CANARY);
    fs.writeFileSync(path.join(filesDir, strayName), CANARY);
    fs.writeFileSync(path.join(filesDir, 'Tickets', privateName), CANARY);
  });

  async function upload(directory: string, name: string, content: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const res = await fetch(`${server.url}/api/CMS/UploadFile?directory=${encodeURIComponent(directory)}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: await res.json() };
  }

  test('an upload directory must be one of the named ones', async () => {
    const before = tree();
    for (const directory of [
      ...TRAVERSAL_NAMES,
      'Images/..',
      'Images/../..',
      'Images\\..',
      'Images\u0000',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '',
    ]) {
      const res = await upload(directory, 'pixel.png', PNG);
      // A NUL anywhere in the address is refused before routing, with its own key.
      const key = directory.includes('\u0000') ? 'common.error.badrequest' : 'content.error.directory';
      expect([directory, refusal(res)]).toEqual([directory, { status: 400, key, ok: true }]);
    }
    expect(tree()).toEqual(before);
  });

  test("a file's own name never places it: the server names it inside its directory", async () => {
    const before = tree();
    for (const name of [
      ...TRAVERSAL_NAMES.map((n) => `${n}.png`),
      '<img src=x onerror=alert(1)>.png',
      '"; rm -rf /.png',
    ]) {
      const res = await upload('Images', name, PNG);
      if (res.status === 201) {
        expect(res.body.name).toMatch(/^[0-9a-f-]{36}\.png$/);
        expect(fs.existsSync(path.join(filesDir, 'Images', res.body.name))).toBe(true);
      } else expect([name, refusal(res).ok]).toEqual([name, true]);
    }
    expect(tree()).toEqual(before);
    expect(fs.readFileSync(outside, 'utf8')).toBe(CANARY);
  });

  test('image, download, avatar, attachment and delete routes serve and remove nothing outside', async () => {
    const [customer] = await shoppers(server, token, 'traverse', 1);
    const names = [...TRAVERSAL_NAMES, strayName, `../${strayName}`, `..%2F${strayName}`, `Tickets/${privateName}`];
    const paths = [`/api/cms/download/Tickets/${privateName}`, `/api/CMS/Image/Tickets/${privateName}`];
    let k = 0;
    for (const raw of names) {
      for (const n of new Set([raw, encodeURIComponent(raw)])) {
        const routes = [
          `/api/CMS/Image/Images/${n}`,
          `/api/CMS/Image/${n}/${strayName}`,
          `/api/cms/download/DataContents/${n}`,
          `/api/cms/download/${n}/${strayName}`,
          `/api/cms/avatar/${n}`,
          `/api/Tickets/attachment/${n}`,
        ];
        paths.push(...turn(routes, k++, 3));
      }
    }
    for (const p of paths) {
      const res = await rawRequest(server.url, 'GET', p, { token: customer.token });
      expect([p, res.status >= 400 && res.status < 500, res.text.includes(CANARY)]).toEqual([p, true, false]);
    }
    for (const [i, name] of names.entries()) {
      for (const directory of turn(['Images', 'Tickets', '..', 'Images/..'], i, 2)) {
        const res = await api(
          'DELETE',
          `/api/CMS/DeleteFile?directory=${encodeURIComponent(directory)}&filename=${encodeURIComponent(name)}`,
        );
        expect([directory, name, refusal(res).ok]).toEqual([directory, name, true]);
      }
    }
    expect(fs.readFileSync(outside, 'utf8')).toBe(CANARY);
    expect(fs.readFileSync(path.join(filesDir, strayName), 'utf8')).toBe(CANARY);
    expect(fs.readFileSync(path.join(filesDir, 'Tickets', privateName), 'utf8')).toBe(CANARY);
  });

  test('a backup is chosen by its number only', async () => {
    for (const id of ['../../canary.txt', '1 OR 1=1', "1'", '%2e%2e%2fcanary.txt', '/etc/passwd']) {
      const res = await api('GET', `/api/Backups/download?id=${encodeURIComponent(id)}`);
      expect([id, refusal(res).ok, JSON.stringify(res.body).includes(CANARY)]).toEqual([id, true, false]);
    }
  });
});
