import { call } from '../support/http.js';
import { useServer } from '../support/server.js';

// Content blocks (spec 3): their data is checked against their content template on every save.
const ctx = useServer();
const api = (method: string, url: string, body?: object, token = ctx.token) =>
  call(ctx.server.url, method, url, { token, body });
const data = (values: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(values).map(([k, content]) => [k, { title: k, type: 'text', content }])),
  );

let templateId: number;
beforeAll(async () => {
  const template = await api('POST', '/api/content-templates', {
    name: 'Banner',
    componentName: 'banner',
    dataTemplate: JSON.stringify([
      { name: 'heading', title: 'Heading', type: 'text', required: true },
      { name: 'body', title: 'Body', type: 'richtext', required: false },
      { name: 'style', title: 'Style', type: 'select', options: ['light', 'dark'] },
    ]),
  });
  expect(template.status).toBe(201);
  templateId = template.body.id;
});

const block = (dataContent: string) => ({
  componentName: 'banner',
  partName: 'top',
  entityName: 'Page',
  entityId: 1,
  contentTemplateId: templateId,
  dataContent,
});

test('a block whose data fits its template is saved with its defaults and a guid', async () => {
  const res = await api('POST', '/api/contents', block(data({ heading: 'Spring sale', style: 'dark' })));
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ published: true, displayOrder: 0, guid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  const byGuid = await api('GET', `/api/contents?filter=${JSON.stringify({ guid: res.body.guid })}`);
  expect(byGuid.body).toEqual([expect.objectContaining({ id: res.body.id })]);
});

test('missing, unknown, unsafe or off-list values are refused at their control, on create and on update', async () => {
  const refused = await api(
    'POST',
    '/api/contents',
    block(data({ heading: '', body: '<img src=x onerror="alert(1)">', style: 'neon', extra: 1 })),
  );
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe('common.error.validation');
  expect(refused.body.details).toEqual([
    { path: '/dataContent/extra', error: 'common.error.unknownfield', message: 'Unknown field: extra.' },
    { path: '/dataContent/heading', error: 'common.error.required', message: 'This field is required.' },
    { path: '/dataContent/body', error: 'common.error.format', message: expect.any(String) },
    { path: '/dataContent/style', error: 'common.error.enum', message: expect.any(String) },
  ]);

  const ok = (await api('POST', '/api/contents', block(data({ heading: 'Hi', style: 'light' })))).body;
  const update = await api('PUT', `/api/contents/${ok.id}`, {
    dataContent: data({ heading: 'Hi' }),
    version: ok.version,
  });
  expect(update.body.details).toEqual([
    expect.objectContaining({ path: '/dataContent/style', error: 'common.error.required' }),
  ]);
  expect((await api('GET', `/api/contents/${ok.id}`)).body.dataContent).toBe(ok.dataContent);
});

test('changing the template checks the stored data against the new one', async () => {
  const ok = (await api('POST', '/api/contents', block(data({ heading: 'Hi', style: 'light' })))).body;
  const strict = await api('POST', '/api/content-templates', {
    name: 'Hero',
    componentName: 'banner',
    dataTemplate: JSON.stringify([{ name: 'image', title: 'Image', type: 'image' }]),
  });
  const moved = await api('PUT', `/api/contents/${ok.id}`, { contentTemplateId: strict.body.id, version: ok.version });
  expect(moved.status).toBe(400);
  expect(moved.body.details).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: '/dataContent/image', error: 'common.error.required' })]),
  );
});

test('visitors read blocks; only administrators write them', async () => {
  expect((await api('GET', '/api/contents?filter={"partName":"top"}', undefined, '')).status).toBe(200);
  expect((await api('POST', '/api/contents', block(data({ heading: 'x', style: 'light' })), '')).status).toBe(401);
});

describe('the content calls', () => {
  const part = (entityId: number, extra: object = {}) => ({
    ...block(data({ heading: 'H', style: 'light' })),
    partName: 'hero',
    entityId,
    ...extra,
  });

  test("a part's blocks in order; visitors see only published ones; publish toggles", async () => {
    const second = (await api('POST', '/api/CMS/saveContent', part(50, { displayOrder: 2, title: 'second' }))).body;
    const first = (await api('POST', '/api/CMS/saveContent', part(50, { displayOrder: 1, title: 'first' }))).body;
    const titles = async (token = ctx.token) =>
      (
        (await api('GET', '/api/CMS/getContents?partName=hero&entityName=Page&entityId=50', undefined, token)).body as {
          title: string;
        }[]
      ).map((b) => b.title);
    expect(await titles()).toEqual(['first', 'second']);
    const hidden = await api('POST', `/api/CMS/togglePublish?id=${second.id}`);
    expect(hidden.body.published).toBe(false);
    expect(await titles('')).toEqual(['first']);
    expect(await titles()).toEqual(['first', 'second']);
    expect((await api('POST', `/api/CMS/togglePublish?id=${second.id}`)).body.published).toBe(true);
    expect(await titles('')).toEqual(['first', 'second']);
    expect((await api('GET', `/api/CMS/getContentByGuid?guid=${first.guid}`, undefined, '')).body.id).toBe(first.id);
    expect((await api('GET', '/api/CMS/getContentByGuid?guid=nope')).status).toBe(404);
    expect((await api('GET', '/api/CMS/getContents')).status).toBe(400);
  });

  test('saving a whole block updates it with its version; delete removes it', async () => {
    const made = (await api('POST', '/api/CMS/saveContent', part(60))).body;
    const saved = await api('POST', '/api/CMS/saveContent', {
      id: made.id,
      version: made.version,
      title: 'renamed',
      dataContent: data({ heading: 'New', style: 'dark' }),
    });
    expect(saved.body).toMatchObject({ title: 'renamed', version: made.version + 1 });
    expect((await api('DELETE', `/api/CMS/deleteContent?id=${made.id}`)).status).toBe(200);
    expect((await api('GET', `/api/contents/${made.id}`)).status).toBe(404);
  });

  test("exchange reads the same part of another record by '{entity}_{id}', or id 0 when it has none", async () => {
    const source = (await api('POST', '/api/CMS/saveContent', part(70, { title: 'from en' }))).body;
    expect((await api('GET', '/api/CMS/exchangeContent?key=Page_70&partName=hero')).body).toMatchObject({
      id: source.id,
      title: 'from en',
      dataContent: source.dataContent,
    });
    expect((await api('GET', '/api/CMS/exchangeContent?key=Page_71&partName=hero')).body).toEqual({ id: 0 });
    expect((await api('GET', '/api/CMS/exchangeContent?key=page-70&partName=hero')).body.error).toBe(
      'content.error.exchangekey',
    );
    expect((await api('GET', '/api/CMS/exchangeContent?key=Page_70&partName=hero', undefined, '')).status).toBe(401);
  });
});
