import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';

test('an invalid entity file stops boot with a message naming the file and the path inside it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-boot-'));
  const schemas = path.join(dir, 'entity-schemas');
  try {
    fs.cpSync(path.join(ROOT_DIR, 'entity-schemas'), schemas, { recursive: true });
    const file = path.join(schemas, 'catalog', 'Product.json');
    const product = JSON.parse(fs.readFileSync(file, 'utf8'));
    product.properties.price.format = 'money';
    fs.writeFileSync(file, JSON.stringify(product));
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT_DIR, 'scripts/run-ts.mjs'), path.join(ROOT_DIR, 'backend/src/main.ts')],
      {
        cwd: ROOT_DIR,
        env: {
          ...process.env,
          SARAY_SCHEMAS_DIR: schemas,
          DATA_DIR: path.join(dir, 'data'),
          PORT: '0',
          DATABASE_URL: '',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid entity file entity-schemas/catalog/Product.json at /properties/price/format');
    // It stopped before touching any storage.
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
