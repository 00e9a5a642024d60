import path from 'node:path';
import { decide } from '../auth/access-policy.js';
import { ANONYMOUS, signedInActor } from '../auth/actor.js';
import { ROOT_DIR } from '../config.js';
import { Registry } from '../schema/registry.js';
import { isReadable } from './list-sql.js';

const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
const customer = signedInActor(7, 'seven', [], 'session');
const readable = (resource: string, actor: typeof customer, row: Record<string, unknown>) => {
  const { meta } = registry.byResource(resource)!;
  return isReadable(meta, actor, decide(meta.access, actor, 'view'), row);
};

describe('isReadable: whereReadable on a row in memory', () => {
  test('an entity read only by its owner (viewown): the caller’s rows only', () => {
    expect(readable('exchange-orders', customer, { customerId: 7 })).toBe(true);
    expect(readable('exchange-orders', customer, { customerId: 8 })).toBe(false);
  });

  test('an entity with a published field: published rows, and the caller’s own', () => {
    expect(readable('products', customer, { published: true, sellerId: 8 })).toBe(true);
    expect(readable('products', customer, { published: false, sellerId: 7 })).toBe(true);
    expect(readable('products', customer, { published: false, sellerId: 8 })).toBe(false);
    expect(readable('products', ANONYMOUS, { published: false, sellerId: null })).toBe(false);
  });
});
