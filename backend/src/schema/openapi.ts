import { LANGUAGES } from '../common/i18n.js';
import type { EntityMeta } from './entity-meta.js';
import { publicFields } from './entity-meta.js';
import type { Registry } from './registry.js';
import { fieldJsonSchema } from './validators.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
const errorResponses = {
  '400': { description: 'Invalid input', content: json(ref('Error')) },
  '401': { description: 'Not signed in', content: json(ref('Error')) },
  '403': { description: 'Not allowed', content: json(ref('Error')) },
};

/**
 * A localized field (x-localized): answered as text in the request's language; written as text in that language or
 * as an object of languages.
 */
function localizedSchema(text: Record<string, unknown>): object {
  const languages = Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...text, type: ['string', 'null'] }]));
  return {
    description: "Text in the request's language (lang header); a write may send { en, fa, tr } instead",
    anyOf: [text, { type: 'object', properties: languages, additionalProperties: false, minProperties: 1 }],
  };
}

function recordSchema(entity: EntityMeta): object {
  const fields = publicFields(entity);
  const localized = fields.filter((f) => f.translations).map((f) => f.name);
  const texts = {
    type: 'object',
    properties: Object.fromEntries(LANGUAGES.map((l) => [l, { type: ['string', 'null'] }])),
  };
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(
        fields.map((f) => {
          const schema = f.translations ? localizedSchema(fieldJsonSchema(f)) : fieldJsonSchema(f);
          return [
            f.name,
            { ...schema, ...(f.readOnly ? { readOnly: true } : {}), ...(f.spec.writeOnly ? { writeOnly: true } : {}) },
          ];
        }),
      ),
      ...(localized.length
        ? {
            _i18n: {
              type: 'object',
              readOnly: true,
              description: 'Every language of each localized field, for editors',
              properties: Object.fromEntries(localized.map((name) => [name, texts])),
            },
          }
        : {}),
    },
    required: ['id', 'version', ...entity.required],
  };
}

function paths(entity: EntityMeta): Record<string, object> {
  const tag = [entity.group];
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const jsonParam = (name: string, description: string, example: string) => ({
    name,
    in: 'query',
    description,
    example,
    schema: { type: 'string' },
  });
  const relations = [...entity.fields.values()].filter((f) => f.relation && !f.internal).map((f) => f.name);
  const titlesParam = jsonParam(
    'titles',
    `JSON array of relation fields (${relations.join(', ') || 'none'}): each record then carries _titles, their titles`,
    JSON.stringify(relations.slice(0, 2)),
  );
  return {
    [`/api/${entity.resource}`]: {
      get: {
        tags: tag,
        summary: `List ${entity.name}`,
        parameters: [
          jsonParam('sort', 'JSON [field, "ASC"|"DESC"]', `["${entity.list.sort.field}","${entity.list.sort.order}"]`),
          jsonParam('range', 'JSON [first, last], inclusive; at most 1000 rows', '[0,24]'),
          jsonParam('filter', 'JSON object: q, field, field_gte/_lte/_gt/_lt/_neq, lists, null', '{}'),
          titlesParam,
          {
            name: 'count',
            in: 'query',
            description: 'none: answer without counting (the Content-Range total is then *)',
            schema: { enum: ['exact', 'none'] },
          },
        ],
        responses: {
          '200': {
            description: 'A page of records',
            headers: { 'Content-Range': { schema: { type: 'string' }, description: `${entity.resource} 0-24/319` } },
            content: json({ type: 'array', items: ref(entity.name) }),
          },
          ...errorResponses,
        },
      },
      post: {
        tags: tag,
        summary: `Create ${entity.name}`,
        requestBody: { content: json(ref(entity.name)) },
        responses: {
          '201': { description: 'Created', content: json(ref(entity.name)) },
          '409': { description: 'Duplicate', content: json(ref('Error')) },
          ...errorResponses,
        },
      },
    },
    [`/api/${entity.resource}/export`]: {
      get: {
        tags: tag,
        summary: `Export ${entity.name}`,
        description:
          'Every record the filter matches (no page limit), streamed; the list columns unless columns names others.',
        parameters: [
          { name: 'format', in: 'query', schema: { enum: ['csv', 'xlsx'], default: 'csv' } },
          jsonParam('filter', 'As for the list; a selection is {"id":[…]}', '{}'),
          jsonParam('sort', 'As for the list', `["${entity.list.sort.field}","${entity.list.sort.order}"]`),
          jsonParam('columns', 'JSON list of field names', JSON.stringify(entity.list.columns)),
        ],
        responses: { '200': { description: 'The file, as an attachment' }, ...errorResponses },
      },
    },
    [`/api/${entity.resource}/bulk`]: {
      post: {
        tags: tag,
        summary: `Bulk delete or action on ${entity.name}`,
        description: 'Each record through the generic pipeline on its own; what one refuses does not stop the others.',
        requestBody: { content: json(ref('BulkRequest')) },
        responses: {
          '200': { description: 'What was done and refused', content: json(ref('BulkResult')) },
          ...errorResponses,
        },
      },
    },
    [`/api/${entity.resource}/{id}`]: {
      parameters: [id],
      get: {
        tags: tag,
        summary: `Read ${entity.name}`,
        parameters: [titlesParam],
        responses: {
          '200': { description: 'The record', content: json(ref(entity.name)) },
          '404': { description: 'Missing' },
        },
      },
      put: {
        tags: tag,
        summary: `Update ${entity.name}`,
        description: 'Only the fields sent change. Send the version read (body or If-Match); a stale one is a 409.',
        requestBody: { content: json(ref(entity.name)) },
        responses: {
          '200': { description: 'Updated', content: json(ref(entity.name)) },
          '409': { description: 'Stale version or duplicate', content: json(ref('Error')) },
          ...errorResponses,
        },
      },
      delete: {
        tags: tag,
        summary: `Delete ${entity.name}`,
        responses: {
          '200': { description: 'Deleted', content: json(ref(entity.name)) },
          '409': { description: 'Still referenced' },
        },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every generic endpoint, built from the registry at boot. */
export function buildOpenApi(registry: Registry, version: string): object {
  const entities = registry.entities.map((e) => e.meta);
  return {
    openapi: '3.1.0',
    info: { title: 'Saray API', version, description: 'Generated from the entity files in entity-schemas/.' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message', 'details'],
          properties: {
            error: { type: 'string', description: 'Translation key' },
            message: { type: 'string' },
            details: {
              type: 'array',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, error: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
        BulkRequest: {
          type: 'object',
          required: ['action', 'ids'],
          properties: {
            action: { type: 'string', description: "delete, or the name of one of the entity's rule actions" },
            ids: { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 1000 },
            confirm: { type: 'boolean', description: 'Needed for irreversible actions' },
          },
        },
        BulkResult: {
          type: 'object',
          properties: {
            done: { type: 'array', items: { type: 'integer' } },
            refused: {
              type: 'array',
              items: {
                type: 'object',
                properties: { id: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
        ...Object.fromEntries(entities.map((e) => [e.name, recordSchema(e)])),
      },
    },
    security: [{ bearer: [] }, {}],
    paths: Object.assign({}, ...entities.map(paths)),
  };
}
