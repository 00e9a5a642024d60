import { COMPARE_LIMIT } from '@saray/contracts/storefront/state';
import { compareHref, EMPTY_LIST, kindOf, parseList, withoutProduct, withProduct } from './compare-list';

describe('the comparison list', () => {
  test('products of one kind are added in order, once each, up to the limit', () => {
    let list = EMPTY_LIST;
    for (const id of [5, 9, 5, 2, 7]) list = withProduct(list, id, '3').list;
    expect(list).toEqual({ kind: '3', ids: [5, 9, 2, 7] });
    expect(COMPARE_LIMIT).toBe(4);
    expect(withProduct(list, 11, '3')).toEqual({ list, outcome: 'full' });
    // One already in the list stays, even when it is full.
    expect(withProduct(list, 9, '3')).toEqual({ list, outcome: 'added' });
  });

  test('a product of another kind starts a new list; removing one keeps the others in order', () => {
    const phones = { kind: '3', ids: [5, 9] };
    expect(withProduct(phones, 40, '6')).toEqual({ list: { kind: '6', ids: [40] }, outcome: 'restarted' });
    expect(withProduct(EMPTY_LIST, 40, '6')).toEqual({ list: { kind: '6', ids: [40] }, outcome: 'added' });
    expect(withoutProduct({ kind: '3', ids: [5, 9, 2] }, 9)).toEqual({ kind: '3', ids: [5, 2] });
  });

  test('a product’s kind is its category; a product without one is of the kind with none', () => {
    expect(kindOf({ categoryId: 3 })).toBe('3');
    expect(kindOf({ categoryId: null })).toBe('');
    expect(kindOf({})).toBe('');
  });

  test('what the browser kept is read back whatever it holds', () => {
    expect(parseList('{"kind":"3","ids":[5,9]}')).toEqual({ kind: '3', ids: [5, 9] });
    expect(parseList('{"kind":3,"ids":[5,"9",-1,5,2.5,7,8,10,11]}')).toEqual({ kind: '', ids: [5, 7, 8, 10] });
    expect(parseList(null)).toEqual(EMPTY_LIST);
    expect(parseList('not json')).toEqual(EMPTY_LIST);
    expect(parseList('[1,2]')).toEqual(EMPTY_LIST);
  });

  test('the comparison page’s address lists the ids in order', () => {
    expect(compareHref([3, 7, 12])).toBe('/compare?ids=3,7,12');
  });
});
