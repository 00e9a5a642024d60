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
