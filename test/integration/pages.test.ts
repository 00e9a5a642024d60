import { call } from '../support/http.js';
import { createCustomer, useServer } from '../support/server.js';

// The page service of spec 3 §7: slug check, a page in one or every public language, save, list, delete, exchange.
const ctx = useServer();
const api = (method: string, url: string, body?: object, token = ctx.token, headers?: Record<string, string>) =>
  call(ctx.server.url, method, url, { token, body, headers });
const pagesIn = async (slug: string) =>
  (
    (await api('GET', `/api/pages?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ slug }))}`)).body as {
      languageCode: string;
    }[]
  )
    .map((p) => p.languageCode)
    .sort();

// The demo pages (home and about us in each language) are there before these tests add theirs.
let demoPages = 0;
beforeAll(async () => {
  demoPages = (await api('GET', '/api/CMS/Pages?pageIndex=0&pageSize=1')).body.totalCount;
  // The store publishes English and Persian.
  const [setting] = (await api('GET', '/api/settings?filter={"name":"availablelanguagesinpublic"}')).body;
  const res = await api('PUT', `/api/settings/${setting.id}`, { value: 'en,fa', version: setting.version });
  expect(res.status).toBe(200);
});

test('the slug check turns a name into a free slug in the language, with the new page defaults', async () => {
  const checked = await api(
    'GET',
    `/api/CMS/checkSlug?name=${encodeURIComponent('Our story!')}`,
    undefined,
    ctx.token,
    {
      lang: 'en',
    },
  );
  expect(checked.body).toEqual({
    slug: 'our-story',
    title: 'Our story!',
    metaTitle: 'Our story!',
    languageCode: 'en',
    type: 'Pages',
    layoutType: 'onecolumn',
    published: true,
    includeInTopMenu: false,
    includeInSitemap: true,
  });
  const persian = await api('GET', `/api/CMS/checkSlug?name=${encodeURIComponent('داستان ما')}&languageCode=fa`);
  expect(persian.body).toMatchObject({ slug: 'داستان-ما', languageCode: 'fa' });
  const empty = await api('GET', '/api/CMS/checkSlug?name=%20%21');
  expect(empty).toMatchObject({ status: 400, body: { error: 'content.pagename_required_error' } });
});

test('a multi-language page is made in every public language under one slug; a taken slug gets a number', async () => {
  const model = (await api('GET', '/api/CMS/checkSlug?name=Shipping%20rates&languageCode=en')).body;
  const added = await api('POST', '/api/CMS/addPage', {
    multiLanguage: true,
    page: { ...model, description: '<p>Rates by <strong>weight</strong></p>', includeInTopMenu: true },
  });
  expect(added.status).toBe(201);
  expect(added.body).toEqual({ identifier: 'shipping-rates', ids: [expect.any(Number), expect.any(Number)] });
  expect(await pagesIn('shipping-rates')).toEqual(['en', 'fa']);
  expect((await api('GET', '/api/CMS/checkSlug?name=Shipping%20rates&languageCode=fa')).body.slug).toBe(
    'shipping-rates-2',
  );

  const single = await api('POST', '/api/CMS/addPage', {
    multiLanguage: false,
    page: { ...model, slug: 'returns', title: 'Returns' },
  });
  expect(single.body.ids).toHaveLength(1);
  expect(await pagesIn('returns')).toEqual(['en']);
});

test('all or none: when one language refuses, no copy is left behind', async () => {
  // A Persian page already holds the slug.
  await api('POST', '/api/CMS/addPage', {
    multiLanguage: false,
    page: { slug: 'faq', title: 'پرسش‌ها', languageCode: 'fa' },
  });
  const refused = await api('POST', '/api/CMS/addPage', { multiLanguage: true, page: { slug: 'faq', title: 'FAQ' } });
  expect(refused).toMatchObject({ status: 409, body: { error: 'page.error.slugexists' } });
  expect(await pagesIn('faq')).toEqual(['fa']);
  const badSlug = await api('POST', '/api/CMS/addPage', { page: { slug: 'no spaces', title: 'Bad' } });
  expect(badSlug.body.details).toEqual([expect.objectContaining({ path: '/slug', error: 'page.error.slug' })]);
});

test('save updates with the version or creates; the table lists by page with a keyword; delete and exchange', async () => {
  const created = await api('POST', '/api/CMS/savePage', { slug: 'careers', title: 'Careers', languageCode: 'en' });
  expect(created.status).toBe(200);
  const updated = await api('POST', '/api/CMS/savePage', {
    id: created.body.id,
    version: created.body.version,
    title: 'Work with us',
    dataContent: '{"subtitle":{"type":"text","content":"Join"}}',
  });
  expect(updated.body).toMatchObject({ title: 'Work with us', slug: 'careers' });
  const stale = await api('POST', '/api/CMS/savePage', {
    id: created.body.id,
    version: created.body.version,
    title: 'x',
  });
  expect(stale.body.error).toBe('common.error.concurrentupdate');

  const page0 = (await api('GET', '/api/CMS/Pages?pageIndex=0&pageSize=2')).body;
  expect(page0.data).toHaveLength(2);
  // shipping-rates in en and fa, returns, faq and careers.
  expect(page0.totalCount).toBe(demoPages + 5);
  const persianOnly = (await api('GET', '/api/CMS/Pages?pageIndex=0&pageSize=50&languageCode=fa')).body;
  expect(persianOnly.data.every((p: { languageCode: string }) => p.languageCode === 'fa')).toBe(true);
  expect(persianOnly.data.map((p: { slug: string }) => p.slug)).toContain('shipping-rates');
  const found = (await api('GET', '/api/CMS/Pages?pageIndex=0&pageSize=10&keyword=work')).body;
  expect(found).toEqual({ data: [expect.objectContaining({ slug: 'careers' })], totalCount: 1 });

  expect((await api('GET', `/api/CMS/exchangePage?id=${created.body.id}`)).body).toEqual({
    id: created.body.id,
    languageCode: 'en',
    slug: 'careers',
    dataContent: '{"subtitle":{"type":"text","content":"Join"}}',
  });
  // Only a positive id is looked up.
  expect((await api('GET', '/api/CMS/exchangePage?id=0')).status).toBe(400);

  expect((await api('DELETE', `/api/CMS/deletePage?id=${created.body.id}`)).status).toBe(200);
  expect((await api('GET', `/api/pages/${created.body.id}`)).status).toBe(404);
});

test('only administrators use the page service; visitors read published pages through the API', async () => {
  await createCustomer(ctx.server, ctx.token, { username: 'page.reader' }, 'reader-pass-1');
  const reader = (
    await api('POST', '/api/Authentication/signin', { username: 'page.reader', password: 'reader-pass-1' }, '')
  ).body.access_token;
  expect((await api('GET', '/api/CMS/checkSlug?name=x', undefined, reader)).status).toBe(403);
  expect((await api('POST', '/api/CMS/addPage', { page: { slug: 'x', title: 'x' } }, reader)).status).toBe(403);
  expect((await api('GET', '/api/pages?filter={"slug":"returns"}', undefined, '')).body).toEqual([
    expect.objectContaining({ slug: 'returns', title: 'Returns' }),
  ]);
});

test('a page’s own data content follows the page template: unknown keys are refused, the page shows its subtitle', async () => {
  const base = { languageCode: 'en', type: 'Pages', layoutType: 'onecolumn', title: 'Returns', published: true };
  const refused = await api('POST', '/api/pages', {
    ...base,
    slug: 'returns-policy',
    dataContent: JSON.stringify({ colour: { title: 'Colour', type: 'text', content: 'red' } }),
  });
  expect(refused.status).toBe(400);
  expect(refused.body.details).toEqual([
    expect.objectContaining({ path: '/dataContent/colour', error: 'common.error.unknownfield' }),
  ]);
  const made = await api('POST', '/api/pages', {
    ...base,
    slug: 'returns-policy',
    dataContent: JSON.stringify({
      subtitle: { title: 'Subtitle', type: 'text', content: 'Thirty days, no questions' },
      summary: { title: 'Summary', type: 'multiline', content: 'Send it back unused.' },
    }),
  });
  expect(made.status).toBe(201);
  const html = await (await fetch(`${ctx.server.url}/en/pages/returns-policy`)).text();
  expect(html).toContain('<p class="page-subtitle">Thirty days, no questions</p>');
  expect(html).toContain('<p class="page-summary">Send it back unused.</p>');
  expect((await api('DELETE', `/api/pages/${made.body.id}`)).status).toBe(200);
});
