import { call } from '../support/http.js';
import { createCustomer } from '../support/server.js';
import { useSharedServer } from '../support/shared-server.js';

// The dashboard home's applications: those the caller is signed in to, and the other active ones.
const ctx = useSharedServer();
const PASSWORD = 'apps-pass-123';
const api = (method: string, url: string, body?: object, token = ctx.token, headers?: Record<string, string>) =>
  call(ctx.server.url, method, url, { token, body, headers });

const signInThrough = async (application?: string) =>
  (
    await api('POST', '/api/Authentication/signin', { username: 'apps.user', password: PASSWORD }, undefined, {
      ...(application ? { application } : {}),
    })
  ).body as { access_token: string };

let apps: { id: number; name: string; applicationGuid: string }[];
beforeAll(async () => {
  await createCustomer(ctx.server, ctx.token, { username: 'apps.user', email: 'apps@example.com' }, PASSWORD);
  for (const app of [
    { name: 'Mobile app', appVersion: '2.1' },
    { name: 'Partner portal', appVersion: '1.0', description: 'For suppliers' },
    { name: 'Retired kiosk', appVersion: '0.9', isActive: false },
  ])
    expect((await api('POST', '/api/applications', app)).status).toBe(201);
  apps = (await api('GET', '/api/applications?sort=["id","ASC"]')).body;
});

const byName = (list: { name: string }[]) => list.map((a) => a.name).sort();

test('a customer sees the applications they are signed in to, with their devices, and the others available', async () => {
  const mobile = apps.find((a) => a.name === 'Mobile app')!;
  await signInThrough(mobile.applicationGuid);
  const { access_token } = await signInThrough('mobile app');
  const res = await api('GET', '/api/Applications/getMyApplications', undefined, access_token);
  expect(res.status).toBe(200);
  expect(res.body.mine).toEqual([
    expect.objectContaining({ name: 'Mobile app', appVersion: '2.1', sessions: 2, lastUsedAt: expect.any(String) }),
  ]);
  expect(res.body.mine[0]).not.toHaveProperty('secretKey');
  const active = apps.filter((a) => a.name !== 'Retired kiosk' && a.name !== 'Mobile app');
  expect(byName(res.body.available)).toEqual(byName(active));
  expect(res.body.available.find((a: { name: string }) => a.name === 'Partner portal')).toMatchObject({
    description: 'For suppliers',
  });
});

test('a session that named no application belongs to the first one; signed-out devices no longer count', async () => {
  const { access_token } = await signInThrough();
  const mine = (await api('GET', '/api/Applications/getMyApplications', undefined, access_token)).body.mine;
  expect(byName(mine)).toEqual(byName([apps[0], { name: 'Mobile app' }]));

  expect((await api('POST', '/api/Authentication/signout', { allDevices: true }, access_token)).status).toBe(200);
  const fresh = await signInThrough('partner portal');
  const after = (await api('GET', '/api/Applications/getMyApplications', undefined, fresh.access_token)).body;
  expect(after.mine).toEqual([expect.objectContaining({ name: 'Partner portal', sessions: 1 })]);
  expect(byName(after.available)).not.toContain('Retired kiosk');
});

test('a visitor who is not signed in is refused', async () => {
  expect((await api('GET', '/api/Applications/getMyApplications', undefined, '')).status).toBe(401);
});
