/**
 * @engines pglite postgres
 * Data kept across a restart: PGlite's data folder, a PostgreSQL database.
 */
import { call, signIn } from '../support/http.js';
import { createStorage, startServer, type Storage } from '../support/server.js';

let storage: Storage;
beforeAll(async () => (storage = await createStorage({ persistent: true, empty: true })));
afterAll(() => storage?.remove());

test('data written survives a restart, and the seed does not run twice', async () => {
  const first = await startServer({ storage });
  const token = await signIn(first.url);
  const created = await call(first.url, 'POST', '/api/tags', { token, body: { name: 'survivor' } });
  expect(created.status).toBe(201);
  const count = async (url: string, resource: string) =>
    Number(
      (await call(url, 'GET', `/api/${resource}?range=[0,0]`, { token })).headers.get('content-range')!.split('/')[1],
    );
  // The demo's products, and its networks and coin contracts (3 and 5 on a new database).
  const seeded = ['products', 'blockchain-networks', 'coin-contracts'];
  const before = await Promise.all(seeded.map((resource) => count(first.url, resource)));
  expect(before.slice(1)).toEqual([3, 5]);
  await first.stop();

  const second = await startServer({ storage });
  try {
    const again = await call(second.url, 'GET', `/api/tags/${created.body.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ name: 'survivor', version: 1 });
    // The token signed before the restart is still valid: the signing secret is kept with the data.
    expect(await Promise.all(seeded.map((resource) => count(second.url, resource)))).toEqual(before);
  } finally {
    await second.stop();
  }
}, 150_000); // two server starts, each migrating and seeding its database
