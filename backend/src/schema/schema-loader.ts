import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { EntityFile } from './entity-file.js';
import { SchemaError } from './schema-error.js';
import { checkReferences } from './schema-references.js';

export interface LoadedFile {
  file: string;
  entity: EntityFile;
}

/** Every *.json under dir except meta/, sorted so boot is deterministic. */
function listEntityFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.json'))
    .map((d) => path.join(d.parentPath, d.name))
    .filter((f) => !path.relative(dir, f).split(path.sep).includes('meta'))
    .sort();
}

/**
 * Loads every entity file of a folder and checks each against meta/entity.schema.json, then checks what one file
 * says about another (relations, list columns, unique fields). The first mistake throws a SchemaError that names
 * the file and the JSON path inside it.
 */
export function loadEntityFiles(dir: string): LoadedFile[] {
  const metaSchema = JSON.parse(fs.readFileSync(path.join(dir, 'meta', 'entity.schema.json'), 'utf8')) as object;
  const ajv = new Ajv2020({ allErrors: false, strict: false, validateFormats: false });
  const validate = ajv.compile(metaSchema);
  const loaded: LoadedFile[] = [];
  for (const file of listEntityFiles(dir)) {
    const rel = path.relative(path.dirname(dir), file);
    let entity: unknown;
    try {
      entity = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      throw new SchemaError(rel, '', `not valid JSON (${(err as Error).message})`);
    }
    if (!validate(entity)) {
      const e = validate.errors![0];
      if (e.propertyName) {
        throw new SchemaError(
          rel,
          `${e.instancePath}/${e.propertyName}`,
          `'${e.propertyName}' is not allowed as a name here (reserved, or not in the required form)`,
        );
      }
      const extra = e.keyword === 'additionalProperties' ? ` '${String(e.params.additionalProperty)}'` : '';
      throw new SchemaError(rel, e.instancePath, `${e.message ?? e.keyword}${extra}`);
    }
    loaded.push({ file: rel, entity: entity as EntityFile });
  }
  checkReferences(loaded);
  return loaded;
}
