import type { AccountForm } from '@saray/contracts/storefront/state';
import { recordOf } from './account/RecordForms';

const form: AccountForm = {
  resource: 'products',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'price', label: 'Price', type: 'money' },
    { name: 'stockQuantity', label: 'Stock', type: 'number' },
    { name: 'categoryId', label: 'Category', type: 'relation', relation: { resource: 'categories', title: 'name' } },
  ],
  defaults: { productTypeId: 3 },
};

test('a new record is sent as the API takes it: exact money text, numbers for choices and counts, no empty fields', () => {
  expect(recordOf(form, { name: ' Kilim ', price: '12.50', stockQuantity: '4', categoryId: '7' })).toEqual({
    productTypeId: 3,
    name: 'Kilim',
    price: '12.50',
    stockQuantity: 4,
    categoryId: 7,
  });
  expect(recordOf(form, { name: 'Kilim', price: '  ', categoryId: '' })).toEqual({ productTypeId: 3, name: 'Kilim' });
});
