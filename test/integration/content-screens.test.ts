/**
 * @engines pglite postgres
 * The archives count posts by month with an SQL aggregate over dates, which each engine must answer alike.
 */
import type { StorefrontState } from '../../contracts/src/storefront/state.js';
import { call, signIn } from '../support/http.js';
import { shoppers, startServer, type TestServer } from '../support/server.js';

// The content site's own screens as the server draws them: the archives by month (Gregorian in en, Persian in fa)
// with counts and pages, the white paper with its contents and PDF, and the contact page, the same for every visitor.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url);
  // Posts in months no demo post is in: two either side of Nowruz 1398 (21 March 2019), one in April, and a full
  // November 2018 for paging; an unpublished post and a plain page are not archived.
  const posts: [string, string, string, boolean?][] = [
    ['en', 'News', '2019-03-20T10:00:00Z'],
    ['en', 'Blogs', '2019-03-21T10:00:00Z'],
    ['en', 'News', '2019-04-15T10:00:00Z'],
    ['en', 'News', '2019-03-25T10:00:00Z', false],
    ['en', 'Pages', '2019-03-26T10:00:00Z'],
    ['fa', 'News', '2019-03-20T10:00:00Z'],
    ['fa', 'News', '2019-03-21T10:00:00Z'],
    ['fa', 'Blogs', '2019-04-15T10:00:00Z'],
  ];
  for (const [i, [languageCode, type, date, published]] of posts.entries()) {
    const made = await call(server.url, 'POST', '/api/pages', {
      token: admin,
      body: {
        languageCode,
        type,
        slug: `archived-${i}`,
        title: `Archived post ${i}`,
        metaDescription: `Summary ${i}`,
        layoutType: 'onecolumn',
        published: published ?? true,
      },
    });
    expect(made.status).toBe(201);
    // A post's date is when it was made: the fixtures are dated where the test needs them.
    await server.dataSource.query('UPDATE pages SET created_at = $1 WHERE id = $2', [date, made.body.id]);
  }
  // A month of a post a day for paging, written at once (through the API one by one it would take most of a minute).
  await server.dataSource.query(
    `INSERT INTO pages (language_code, slug, type, layout_type, title, meta_description, published, version, created_at)
     SELECT 'en', 'november-' || d, 'News', 'onecolumn', 'November post ' || d, 'Summary of ' || d, true, 1,
            timestamptz '2018-11-01 08:00:00+00' + (d - 1) * interval '1 day'
       FROM generate_series(1, 25) AS d`,
  );
});
afterAll(() => server?.close());

const page = async (path: string, cookie?: string) => {
  const res = await fetch(server.url + path, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const json = /<script id="storefront-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const state = json ? (JSON.parse(json) as StorefrontState) : undefined;
  return { status: res.status, html, state };
};

test('the archives list the months with posts and their counts, newest first, in English and the Gregorian calendar', async () => {
  const { status, state, html } = await page('/en/archives');
  expect(status).toBe(200);
  const months = state!.data.archive!.months;
  expect(months).toEqual(
    expect.arrayContaining([
      { year: 2019, month: 4, count: 1, label: 'April 2019' },
      { year: 2019, month: 3, count: 2, label: 'March 2019' },
      { year: 2018, month: 11, count: 25, label: 'November 2018' },
    ]),
  );
  const order = months.map((m) => m.year * 100 + m.month);
  expect(order).toEqual([...order].sort((a, b) => b - a));
  expect(html).toContain('<title>Saray Demo Bazaar | Archives</title>');
  expect(html).toContain('href="/en/archives/2019/03">March 2019</a>');
});

test('a month lists its posts a page at a time, linking to each; past the last page, or an empty month, is the 404 page', async () => {
  const first = await page('/en/archives/2018/11');
  const archive = first.state!.data.archive!;
  expect(archive).toMatchObject({ period: { year: 2018, month: 11, label: 'November 2018' }, total: 25, page: 1 });
  expect(archive.items).toHaveLength(20);
  expect(archive.items[0]).toMatchObject({
    title: 'November post 25',
    slug: 'november-25',
    type: 'news',
    createdAt: '2018-11-25T08:00:00.000Z',
    summary: 'Summary of 25',
  });
  expect(first.html).toContain(`href="/en/content/news/${archive.items[0].slug}"`);
  expect(first.html).toContain('<title>Saray Demo Bazaar | Archives: November 2018</title>');

  const second = (await page('/en/archives/2018/11?page=2')).state!.data.archive!;
  expect(second.items.map((i) => i.createdAt.slice(0, 10))).toEqual([
    '2018-11-05',
    '2018-11-04',
    '2018-11-03',
    '2018-11-02',
    '2018-11-01',
  ]);
  // The month's unpublished post and its plain page are not in it.
  expect((await page('/en/archives/2019/03')).state!.data.archive!.items.map((i) => i.title)).toEqual([
    'Archived post 1',
    'Archived post 0',
  ]);
  const year = (await page('/en/archives/2019')).state!.data.archive!;
  expect([year.period, year.total]).toEqual([{ year: 2019, label: '2019' }, 3]);
  for (const path of [
    '/en/archives/2018/11?page=3',
    '/en/archives/2018/11?page=0',
    '/en/archives/2018/11?page=two',
    '/en/archives/2018/12',
    '/en/archives/2019/13',
    '/en/archives/1398/01',
  ])
    expect([path, (await page(path)).status]).toEqual([path, 404]);
});

test('in Persian the months are those of the Persian calendar, named in Persian, and their addresses use its years', async () => {
  const { status, html, state } = await page('/fa/archives');
  expect(status).toBe(200);
  expect(html).toMatch(/<html lang="fa" dir="rtl">/);
  expect(state!.data.archive!.months).toEqual(
    expect.arrayContaining([
      { year: 1398, month: 1, count: 2, label: 'فروردین ۱۳۹۸' },
      { year: 1397, month: 12, count: 1, label: 'اسفند ۱۳۹۷' },
    ]),
  );
  const farvardin = await page('/fa/archives/1398/01');
  expect(farvardin.state!.data.archive).toMatchObject({ period: { label: 'فروردین ۱۳۹۸' }, total: 2 });
  expect(farvardin.html).toContain('href="/fa/archives/1397/12">اسفند ۱۳۹۷</a>');
  expect((await page('/fa/archives/2019/03')).status).toBe(404);
});

test('the white paper has a contents list of its headings and, in English, its PDF to download', async () => {
  const en = await page('/en/whitepaper');
  expect(en.status).toBe(200);
  expect(en.html).toContain('<title>Saray Demo Bazaar | White paper</title>');
  const ids = [...en.html.matchAll(/<h([23]) id="(section-\d+-\d+)">([^<]+)</g)].map((m) => [m[1], m[3]]);
  expect(ids.slice(0, 4)).toEqual([
    ['2', '1. Summary'],
    ['2', '2. The exchange'],
    ['3', '2.1 Markets and pairs'],
    ['3', '2.2 Matching'],
  ]);
  expect(en.html).toMatch(/<a href="#section-\d+-1">1\. Summary<\/a>/);
  const link = /href="(\/api\/cms\/download\/DataContents\/[\w-]+\.pdf)" download/.exec(en.html)?.[1];
  const pdf = await fetch(server.url + link);
  expect(pdf.status).toBe(200);
  expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);

  const fa = await page('/fa/whitepaper');
  expect(fa.html).toContain('<h1 class="page-title">وایت‌پیپر</h1>');
  expect(fa.html).toMatch(/<a href="#section-\d+-1">۱\. چکیده<\/a>/);
  expect(fa.html).not.toContain('/api/cms/download/');
  expect((await page('/tr/whitepaper')).html).toContain('<h1 class="page-title">Beyaz bülten</h1>');
});

test('the contact page offers the units in the page’s language and asks a visitor who they are, a customer not', async () => {
  const fa = await page('/fa/contactus');
  expect(fa.status).toBe(200);
  expect(fa.html).toContain('<title>Saray Demo Bazaar | تماس با ما</title>');
  expect(fa.state!.data.contact!.units.map((u) => u.title)).toEqual(['خدمات مشتریان', 'فروش', 'پشتیبانی فنی']);
  expect(fa.state!.user).toBeNull();
  expect(fa.html).toContain('name="contactEmail"');

  const [customer] = await shoppers(server, admin, 'contactpage', 1);
  const mine = await page('/en/contactus', `saray_token=${customer.token}`);
  expect(mine.state!.user?.username).toBe(customer.username);
  expect(mine.html).not.toContain('name="contactEmail"');
  expect(mine.html).toContain('name="title"');
  // The footer and the menu lead to the new screens.
  for (const path of ['/en/contactus', '/en/whitepaper', '/en/archives']) expect(mine.html).toContain(`href="${path}"`);
});

test('the sitemap lists the white paper at its own address, and the contact page and the archives in each language', async () => {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  for (const lang of ['en', 'fa', 'tr'])
    for (const path of ['/whitepaper', '/contactus', '/archives'])
      expect(xml).toContain(`<loc>${server.url}/${lang}${path}</loc>`);
  expect(xml).not.toContain('/pages/whitepaper');
});
