import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { SchemaError } from '../../backend/src/schema/schema-error.js';

const made: string[] = [];

/**
 * The real entity files with one of them changed, loaded as the server loads them: the error it causes, or the
 * registry when they still load. Call removeChangedSchemas() after each test.
 *
 * @example loadChanged('cms/Tag.json', (j) => (j['x-title'] = '{nick}')) // SchemaError naming /x-title/0
 */
export function loadChanged(rel: string, change: (json: any) => void): SchemaError | Registry {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-schemas-'));
  made.push(dir);
  const schemas = path.join(dir, 'entity-schemas');
  fs.cpSync(path.join(ROOT_DIR, 'entity-schemas'), schemas, { recursive: true });
  const file = path.join(schemas, rel);
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json));
  try {
    return Registry.fromDirectory(schemas);
  } catch (err) {
    if (err instanceof SchemaError) return err;
    throw err;
  }
}

export function removeChangedSchemas(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
