import { fetchList, listUrl } from './list-request.js';
import { measure, type LoadResult, type LoadSettings } from './load.js';
import { startSaray } from './saray-server.js';
import { seedProducts } from './seed-products.js';
import { checkPage } from './verify.js';

type Counted = Array<{ total: number }>;

/** Saray's list endpoint on an in-memory PGlite holding the same 100k products. */
export async function benchSarayOnPglite(settings: LoadSettings): Promise<LoadResult> {
  const saray = await startSaray({ databaseUrl: undefined, dataDir: 'memory://' });
  try {
    await seedProducts(saray.runSql);
    const page = await fetchList(saray.endpoint);
    checkPage('Saray on PGlite', page);
    const counted = (await saray.runSql('SELECT count(*)::int AS total FROM products WHERE published')) as Counted;
    const total = counted[0].total;
    if (page.total !== total) throw new Error(`Saray on PGlite: Content-Range total ${page.total}, table has ${total}`);
    const result = await measure(listUrl(saray.endpoint), settings);
    // Saray queues PGlite queries first in, first out: once this request is answered, the load's last ones are too.
    await fetchList(saray.endpoint);
    return result;
  } finally {
    await saray.close();
  }
}
