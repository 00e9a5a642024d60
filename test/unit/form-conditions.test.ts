import fc from 'fast-check';
import {
  clearDependents,
  compareDecimal,
  type Condition,
  type ConditionalField,
  holds,
  sameValue,
  valuesToSave,
  visibleFields,
} from '../../admin/src/form/conditions.js';

const when = (field: string, op: Condition['op'], value: unknown): Condition => ({ field, op, value });

describe('a condition on a field value', () => {
  test.each<[Condition['op'], unknown, unknown, boolean]>([
    ['==', 5, 5, true],
    ['==', '5.0', 5, true],
    ['==', false, false, true],
    ['==', undefined, null, true],
    ['==', '', null, true],
    ['==', 0, null, false],
    ['==', 'true', true, false],
    ['!=', 5, 5, false],
    ['!=', undefined, 5, true],
    ['>', '1000.50', '1000', true],
    ['>', '999.99', '1000', false],
    ['>=', 10, '10.00', true],
    ['<', -3, 2, true],
    ['<=', '2024-03-20', '2024-03-21', true],
    ['>', null, 0, false],
    ['<', '', 10, false],
    ['includes', 21, [11, 21, 22], true],
    ['includes', 5, [11, 21, 22], false],
    ['includes', '3,7,12', 7, true],
    ['includes', '3,7,12', 1, false],
    ['includes', ['a', 'b'], 'b', true],
    ['includes', null, 'b', false],
  ])('%s: %j against %j is %s', (op, value, expected, result) => {
    expect(holds(when('f', op, expected), value)).toBe(result);
  });

  test('decimals compare exactly, as their values do, beyond floating point', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 20 }))
      .map(([units, scale]) => ({ units, scale }));
    const text = ({ units, scale }: { units: bigint; scale: number }) => {
      const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
      const int = digits.slice(0, digits.length - scale);
      const frac = scale ? `.${digits.slice(-scale)}` : '';
      return `${units < 0n ? '-' : ''}${int}${frac}`;
    };
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const scale = Math.max(a.scale, b.scale);
        const x = a.units * 10n ** BigInt(scale - a.scale);
        const y = b.units * 10n ** BigInt(scale - b.scale);
        expect(compareDecimal(text(a), text(b))).toBe(x === y ? 0 : x > y ? 1 : -1);
      }),
    );
    expect(compareDecimal('0.1000000000000000001', '0.1')).toBe(1);
    expect(compareDecimal('-0.00', '0')).toBe(0);
    expect(sameValue('007', 7)).toBe(true);
  });
});

const paymentType: Record<string, ConditionalField> = {
  name: { type: 'string' },
  allCoin: { type: 'boolean', default: false },
  availableCoins: { type: 'string', 'x-showif': [when('allCoin', '==', false)] },
  note: { type: 'string', 'x-showif': [when('availableCoins', 'includes', '7'), when('allCoin', '!=', true)] },
  systemName: { type: 'string', 'x-editmode': 'create' },
  isRequired: { type: 'boolean', default: false, 'x-showif': [when('kind', '!=', 5)] },
  kind: { type: 'integer' },
};
const editable = Object.keys(paymentType);

describe('which fields the form shows', () => {
  test('a field shows only while all its conditions hold', () => {
    expect(visibleFields(paymentType, { allCoin: false, kind: 1 }, 'create')).toEqual(
      new Set(['name', 'allCoin', 'availableCoins', 'systemName', 'isRequired', 'kind']),
    );
    expect(visibleFields(paymentType, { allCoin: false, availableCoins: '3,7' }, 'create').has('note')).toBe(true);
    expect(visibleFields(paymentType, { allCoin: true, kind: 5 }, 'create')).toEqual(
      new Set(['name', 'allCoin', 'systemName', 'kind']),
    );
  });

  test('a field hidden by its conditions counts as empty in the conditions of others', () => {
    // availableCoins still holds "7", but it is hidden, so note (which needs it) is hidden too.
    const values = { allCoin: true, availableCoins: '7' };
    expect(
      visibleFields(
        { ...paymentType, note: { ...paymentType.note, 'x-showif': [when('availableCoins', 'includes', '7')] } },
        values,
        'create',
      ).has('note'),
    ).toBe(false);
  });

  test('a create-only field shows when creating and not when editing', () => {
    expect(visibleFields(paymentType, {}, 'create').has('systemName')).toBe(true);
    expect(visibleFields(paymentType, { systemName: 'cards' }, 'update').has('systemName')).toBe(false);
  });
});

describe('what saving sends', () => {
  test('a hidden field keeps no stale value: it is sent empty, or as its default', () => {
    const values = { name: 'Card', allCoin: true, availableCoins: '3,7', kind: 5, isRequired: true };
    expect(valuesToSave(paymentType, editable, values, 'update')).toEqual({
      name: 'Card',
      allCoin: true,
      availableCoins: null,
      note: null,
      isRequired: false,
      kind: 5,
    });
  });

  test('what a shown field holds is sent; untouched fields of a new record are left to the server', () => {
    expect(valuesToSave(paymentType, editable, { name: 'Card', allCoin: false, kind: 1 }, 'create')).toEqual({
      name: 'Card',
      allCoin: false,
      kind: 1,
      note: null,
    });
  });

  test('a create-only field is sent on create and left out of an update, keeping what is stored', () => {
    expect(valuesToSave(paymentType, editable, { systemName: 'cards' }, 'create')).toMatchObject({
      systemName: 'cards',
    });
    expect(valuesToSave(paymentType, editable, { systemName: 'cards' }, 'update')).not.toHaveProperty('systemName');
  });
});

describe('dependent relations', () => {
  const address: Record<string, ConditionalField> = {
    countryId: { type: 'integer', 'x-relation': { entity: 'Country' } },
    provinceId: { type: 'integer', 'x-relation': { entity: 'Province', dependsOn: 'countryId' } },
    cityId: { type: 'integer', 'x-relation': { entity: 'City', dependsOn: 'provinceId' } },
    title: { type: 'string' },
  };

  test('changing a country empties the province and, through it, the city', () => {
    const before = { countryId: 1, provinceId: 10, cityId: 100, title: 'Home' };
    expect(clearDependents(address, before, { ...before, countryId: 2 })).toEqual({
      countryId: 2,
      provinceId: null,
      cityId: null,
      title: 'Home',
    });
  });

  test('other changes, and a dependent chosen in the same change, are kept', () => {
    const before = { countryId: 1, provinceId: 10, cityId: 100, title: 'Home' };
    expect(clearDependents(address, before, { ...before, title: 'Work' })).toEqual({ ...before, title: 'Work' });
    expect(clearDependents(address, before, { ...before, provinceId: 11, cityId: 110 })).toEqual({
      ...before,
      provinceId: 11,
      cityId: 110,
    });
    expect(clearDependents(address, before, { ...before, provinceId: 11 })).toEqual({
      ...before,
      provinceId: 11,
      cityId: null,
    });
  });
});
