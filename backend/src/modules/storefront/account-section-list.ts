import type { AccountField } from '@saray/contracts/storefront/state';
import type { CrudService } from '../../crud/crud.service.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { CUSTOMER_ADDRESS } from '../customers/address-places.js';
import type { RouteContext } from './route-data.service.js';

/**
 * A column's kind: how the storefront draws it ('invoice' and 'pay' link a guid to its invoice or payment page,
 * 'decimal' is an exact amount such as a coin quantity). A relation shows its record's title and a labelled enum its
 * translated label, whatever the kind.
 */
export type Column = [field: string, type?: 'boolean' | 'date' | 'money' | 'decimal' | 'number' | 'invoice' | 'pay'];

export type FormField = Omit<AccountField, 'label' | 'type'> & { type?: AccountField['type'] };

/** What the customer may add in a section: the fields, a flag setting that must be on, and fixed values. */
export interface SectionForm {
  fields: FormField[];
  /** The call a new record is posted to when it is not the resource itself (a withdrawal request). */
  action?: string;
  setting?: string;
  defaults?: (crud: CrudService, ctx: RouteContext) => Promise<Row>;
  /** A note shown with the form while a flag setting (with its default) is on. */
  note?: { setting: string; fallback: boolean; key: string };
}

export interface Section {
  resource: string;
  /** Records of the customer: 'own' lets the entity's owner rule choose them; 'seller' filters by sellerId. */
  scope: 'own' | 'seller' | 'all';
  filter?: Row;
  columns: Column[];
  /** A setting that limits how many records the customer may keep, with its default. */
  max?: [setting: string, fallback: number];
  /** A column filled from a related record: the favourite's product name from its entityId. */
  lookup?: { field: string; resource: string; title: string; as: string };
  /**
   * For records whose own text says little (the entity file's x-list.search, or its first text fields): the relation
   * column (or the lookup's field) whose record's title the search looks in instead, a wallet by its coin's symbol.
   */
  search?: string;
  form?: SectionForm;
  deletable?: boolean;
}

const relation = (resource: string, title = 'name', more: Partial<NonNullable<FormField['relation']>> = {}) => ({
  type: 'relation' as const,
  relation: { resource, title, ...more },
});

/** The coin, the network it travels on and the amount of a deposit or withdrawal request. */
const COIN_ON_NETWORK: FormField[] = [
  { name: 'coinId', required: true, ...relation('coins', 'symbol') },
  { name: 'blockChainNetworkId', required: true, ...relation('blockchain-networks', 'symbol') },
  { name: 'amount', type: 'money', required: true },
];

/** A deposit's: the chosen network shows the exchange's address there, where the customer sends the coins. */
const DEPOSIT_ON_NETWORK: FormField[] = COIN_ON_NETWORK.map((f) =>
  f.name === 'blockChainNetworkId'
    ? {
        ...f,
        ...relation('blockchain-networks', 'symbol', {
          detail: { field: 'depositAddress', label: 'storefront.account.depositaddress' },
        }),
      }
    : f,
);

/** The account area of spec 1 §2.2 as tables of the customer's records, each read as the customer. */
export const SECTIONS: Record<string, Section> = {
  myproductorders: {
    resource: 'product-orders',
    scope: 'own',
    filter: { isClosed: true },
    columns: [
      ['invoiceNumber'],
      ['createdAt', 'date'],
      ['totalPrice', 'money'],
      ['isPaid', 'boolean'],
      ['isShipped', 'boolean'],
      ['isDelivered', 'boolean'],
      ['guid', 'invoice'],
    ],
  },
  favoriteproducts: {
    resource: 'favorites',
    scope: 'own',
    filter: { entityName: 'Product' },
    columns: [['productName'], ['createdAt', 'date']],
    lookup: { field: 'entityId', resource: 'products', title: 'name', as: 'productName' },
    search: 'entityId',
  },
  myaddresses: {
    resource: 'customer-addresses',
    scope: 'own',
    columns: [['title'], ['addressDetail'], ['zipPostalCode']],
    max: ['customer.maximumaddresscount', 5],
    deletable: true,
    form: {
      fields: [
        { name: 'title' },
        { name: 'countryId', required: true, ...relation('countries', 'name', { placesOf: CUSTOMER_ADDRESS }) },
        {
          name: 'provinceId',
          ...relation('provinces', 'name', { parent: 'countryId', placesOf: CUSTOMER_ADDRESS }),
        },
        {
          name: 'cityId',
          required: true,
          ...relation('cities', 'name', { parent: 'provinceId', placesOf: CUSTOMER_ADDRESS }),
        },
        { name: 'addressDetail', type: 'textarea', required: true },
        { name: 'zipPostalCode' },
        { name: 'phoneNumber' },
      ],
    },
  },
  mypayments: {
    resource: 'payments',
    scope: 'own',
    columns: [['createdAt', 'date'], ['amount', 'money'], ['isPaid', 'boolean'], ['refId'], ['guid', 'pay']],
  },
  myshipments: {
    resource: 'shipments',
    scope: 'own',
    columns: [['trackingNumber'], ['amount', 'money'], ['isShipped', 'boolean'], ['shippedDate', 'date']],
  },
  myproducts: {
    resource: 'products',
    scope: 'seller',
    columns: [['sku'], ['name'], ['price', 'money'], ['stockQuantity', 'number'], ['published', 'boolean']],
  },
  mynewproducts: {
    resource: 'products',
    scope: 'seller',
    filter: { published: false },
    columns: [['sku'], ['name'], ['price', 'money'], ['createdAt', 'date']],
    form: {
      setting: 'catalog.customerscanaddproducts',
      note: { setting: 'catalog.newproductsneedapproval', fallback: true, key: 'storefront.account.approvalhint' },
      fields: [
        { name: 'name', required: true },
        { name: 'sku' },
        { name: 'price', type: 'money', required: true },
        { name: 'baseCoinId', required: true, ...relation('coins', 'symbol') },
        { name: 'stockQuantity', type: 'number' },
        { name: 'categoryId', ...relation('categories', 'name', { filter: { entityName: 'Product' } }) },
        { name: 'description', type: 'textarea' },
      ],
      // A customer's product is a simple one; the store's other types are for its administrators.
      defaults: async (crud, ctx) => {
        const filter = JSON.stringify({ systemKeyword: 'simple' });
        const [type] = await crud.rows('product-types', ctx.actor, { filter, range: '[0,0]' });
        return type ? { productTypeId: type.id } : {};
      },
    },
  },
  myorders: {
    resource: 'exchange-orders',
    scope: 'own',
    search: 'marketId',
    columns: [
      ['createdAt', 'date'],
      ['marketId'],
      ['sideId'],
      ['typeId'],
      ['price', 'decimal'],
      ['quantity', 'decimal'],
      ['filledQuantity', 'decimal'],
      ['statusId'],
    ],
  },
  mywallets: {
    resource: 'wallet-balances',
    scope: 'own',
    search: 'coinId',
    columns: [['coinId'], ['available', 'decimal'], ['held', 'decimal']],
  },
  mydeposits: {
    resource: 'deposits',
    scope: 'own',
    columns: [
      ['createdAt', 'date'],
      ['coinId'],
      ['blockChainNetworkId'],
      ['amount', 'decimal'],
      ['transactionHash'],
      ['status'],
    ],
    form: {
      action: '/api/Wallets/requestDeposit',
      fields: [...DEPOSIT_ON_NETWORK, { name: 'transactionHash', required: true }],
    },
  },
  mywithdrawals: {
    resource: 'withdrawals',
    scope: 'own',
    columns: [
      ['createdAt', 'date'],
      ['coinId'],
      ['blockChainNetworkId'],
      ['amount', 'decimal'],
      ['fee', 'decimal'],
      ['toAddress'],
      ['status'],
      ['transactionHash'],
    ],
    form: {
      action: '/api/Wallets/withdraw',
      fields: [...COIN_ON_NETWORK, { name: 'toAddress', required: true }, { name: 'description', type: 'textarea' }],
    },
  },
  mystakes: {
    resource: 'stakes',
    scope: 'own',
    search: 'coinId',
    columns: [
      ['stakingPlanId'],
      ['coinId'],
      ['amount', 'decimal'],
      ['reward', 'decimal'],
      ['startsAt', 'date'],
      ['endsAt', 'date'],
      ['status'],
    ],
  },
  mycustomers: {
    resource: 'customers',
    scope: 'all',
    columns: [['username'], ['firstName'], ['lastName'], ['email'], ['mobile']],
  },
};
