import type { AccessSpec } from '../schema/entity-file.js';
import { allowedOperations, decide } from './access-policy.js';
import { ANONYMOUS, type Actor } from './actor.js';

const customer: Actor = { id: 7, username: 'customer01', roles: ['authenticated', 'guests'] };
const admin: Actor = { id: 1, username: 'admin', roles: ['Administrators', 'authenticated', 'guests'] };

describe('decide', () => {
  const publicRead: AccessSpec = { roles: ['administrators'], grants: { guests: ['list', 'view'] } };

  test('roles get everything, case-insensitively', () => {
    expect(allowedOperations(publicRead, admin)).toEqual(['list', 'view', 'create', 'update', 'delete']);
  });

  test('a grant covers only its operations; everyone holds guests', () => {
    expect(allowedOperations(publicRead, ANONYMOUS)).toEqual(['list', 'view']);
    expect(allowedOperations(publicRead, customer)).toEqual(['list', 'view']);
  });

  test('deny by default', () => {
    expect(allowedOperations({ roles: ['administrators'] }, customer)).toEqual([]);
    expect(decide({ roles: [] }, admin, 'view').allowed).toBe(false);
  });

  test.each([
    ['grant', ['list', 'view', 'create', 'update', 'delete']],
    ['delete', ['list', 'view', 'update', 'delete']],
    ['save', ['list', 'view', 'create', 'update']],
    ['create', ['create']],
    ['update', ['update']],
    ['list', ['list']],
    ['print', ['list', 'view']],
    ['view', ['list', 'view']],
  ] as const)('access type %s allows %j', (type, ops) => {
    expect(allowedOperations({ roles: [], grants: { authenticated: [type] } }, customer)).toEqual(ops);
  });

  test('viewown and editown apply to own records only, and need an owner column and a signed-in caller', () => {
    const owned: AccessSpec = {
      roles: [],
      grants: { authenticated: ['editown'], guests: ['viewown'] },
      own: 'customerId',
    };
    expect(decide(owned, customer, 'update')).toEqual({ allowed: true, ownOnly: true, publishedOnly: false });
    expect(decide(owned, customer, 'create').allowed).toBe(false);
    expect(decide(owned, ANONYMOUS, 'view').allowed).toBe(false);
    expect(decide({ roles: [], grants: { authenticated: ['viewown'] } }, customer, 'view').allowed).toBe(false);
  });

  test('a plain grant beats an own-only one', () => {
    expect(
      decide({ roles: [], grants: { authenticated: ['viewown', 'view'] }, own: 'customerId' }, customer, 'view'),
    ).toEqual({ allowed: true, ownOnly: false, publishedOnly: false });
  });

  test('outside roles, an entity with a published field is read only where it is published', () => {
    const products: AccessSpec = {
      roles: ['administrators'],
      grants: { guests: ['list', 'view'], authenticated: ['create', 'editown'] },
      own: 'sellerId',
      published: 'published',
    };
    expect(decide(products, ANONYMOUS, 'list')).toEqual({ allowed: true, ownOnly: false, publishedOnly: true });
    expect(decide(products, customer, 'view')).toEqual({ allowed: true, ownOnly: false, publishedOnly: true });
    expect(decide(products, customer, 'update')).toEqual({ allowed: true, ownOnly: true, publishedOnly: false });
    expect(decide(products, admin, 'list')).toEqual({ allowed: true, ownOnly: false, publishedOnly: false });
  });
});
