import { Inject, Injectable } from '@nestjs/common';
import type { AccountField, RouteData } from '@saray/contracts/storefront/state';
import { AppError } from '../../common/app-error.js';
import { I18n } from '../../common/i18n.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { Registry } from '../../schema/registry.js';
import { CUSTOMER_ADDRESS } from '../customers/address-places.js';
import type { RouteContext } from './route-data.service.js';

/**
 * A column's kind: how the storefront draws it ('invoice' and 'pay' link a guid to its invoice or payment page,
 * 'decimal' is an exact amount such as a coin quantity). A relation shows its record's title and a labelled enum its
 * translated label, whatever the kind.
 */
type Column = [field: string, type?: 'boolean' | 'date' | 'money' | 'decimal' | 'number' | 'invoice' | 'pay'];

type FormField = Omit<AccountField, 'label' | 'type'> & { type?: AccountField['type'] };

/** What the customer may add in a section: the fields, a flag setting that must be on, and fixed values. */
interface SectionForm {
  fields: FormField[];
  /** The call a new record is posted to when it is not the resource itself (a withdrawal request). */
  action?: string;
  setting?: string;
  defaults?: (crud: CrudService, ctx: RouteContext) => Promise<Row>;
  /** A note shown with the form while a flag setting (with its default) is on. */
  note?: { setting: string; fallback: boolean; key: string };
}

interface Section {
  resource: string;
  /** Records of the customer: 'own' lets the entity's owner rule choose them; 'seller' filters by sellerId. */
  scope: 'own' | 'seller' | 'all' | 'self';
  filter?: Row;
  columns: Column[];
  /** A setting that limits how many records the customer may keep, with its default. */
  max?: [setting: string, fallback: number];
  /** A column filled from a related record: the favourite's product name from its entityId. */
  lookup?: { field: string; resource: string; title: string; as: string };
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

/** The account area of spec 1 §2.2 as tables of the customer's records, each read as the customer. */
const SECTIONS: Record<string, Section> = {
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
      fields: [...COIN_ON_NETWORK, { name: 'transactionHash', required: true }],
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
  profile: {
    resource: 'customers',
    scope: 'self',
    columns: [['username'], ['firstName'], ['lastName'], ['email'], ['mobile'], ['dateOfBirth', 'date']],
  },
};

/** Reads a section of the signed-in customer's account as a table with translated column labels. */
@Injectable()
export class AccountSections {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(Registry) private readonly registry: Registry,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(I18n) private readonly i18n: I18n,
  ) {}

  async load(name: string, ctx: RouteContext): Promise<RouteData['account']> {
    const section = SECTIONS[name];
    // A section whose entity this installation does not have lists nothing (tickets have their own screens).
    if (!section || !this.registry.byResource(section.resource)) return { columns: [], rows: [] };
    const label = (field: string) =>
      field === section.lookup?.as
        ? this.i18n.t(ctx.lang, `resources.${section.lookup.resource}.fields.${section.lookup.title}`)
        : this.i18n.t(ctx.lang, `resources.${section.resource}.fields.${field}`);
    const columns = section.columns.map(([field, type]) => ({ field, label: label(field), ...(type ? { type } : {}) }));
    const rows = await this.rows(section, ctx).catch((err: unknown) => {
      // A role its administrator has not let see these records sees an empty list, not an error page.
      if (err instanceof AppError && err.status === 403) return [] as Row[];
      throw err;
    });
    const lookup = section.lookup;
    if (lookup)
      for (const row of rows) {
        const related = await this.crud
          .getOne(lookup.resource, ctx.actor, String(row[lookup.field]))
          .catch(() => undefined);
        row[lookup.as] = related?.[lookup.title] ?? null;
      }
    await this.readable(section, rows, ctx);
    return {
      columns,
      rows: rows.map((r) => Object.fromEntries([['id', r.id], ...columns.map((c) => [c.field, r[c.field] ?? null])])),
      ...(section.max ? { max: await this.settings.number(ctx.storeId, section.max[0], section.max[1]) } : {}),
      ...(section.deletable ? { deletable: true } : {}),
      ...(await this.form(section, ctx, label)),
    };
  }

  /** Relations shown by their record's title (a market's symbol), labelled enums by their translated label. */
  private async readable(section: Section, rows: Row[], ctx: RouteContext): Promise<void> {
    const fields = this.registry.byResource(section.resource)!.meta.fields;
    for (const [name] of section.columns) {
      const field = fields.get(name);
      const labels = field?.spec['x-labels'];
      if (labels)
        for (const row of rows)
          if (row[name] !== null && row[name] !== undefined)
            row[name] = this.i18n.t(ctx.lang, `enums.${labels}.${String(row[name])}`);
      const relation = field?.relation;
      const target = relation?.title ? this.registry.byName(relation.entity)?.meta.resource : undefined;
      if (!relation?.title || !target) continue;
      const ids = [...new Set(rows.map((r) => r[name]).filter((v) => v !== null && v !== undefined))];
      if (!ids.length) continue;
      const related = await this.crud
        .rows(target, ctx.actor, { filter: JSON.stringify({ id: ids }), range: ALL_ROWS })
        .catch(() => [] as Row[]);
      const titles = new Map(related.map((r) => [r.id, r[relation.title!]]));
      for (const row of rows) if (titles.has(row[name])) row[name] = titles.get(row[name]);
    }
  }

  /** The section's add form, when the store lets customers add here. */
  private async form(
    section: Section,
    ctx: RouteContext,
    label: (field: string) => string,
  ): Promise<Pick<NonNullable<RouteData['account']>, 'form'>> {
    const form = section.form;
    if (!form || (form.setting && !(await this.settings.flag(ctx.storeId, form.setting)))) return {};
    const fields = this.registry.byResource(section.resource)!.meta.fields;
    // A phone field is a phone input whatever the section says: the entity file knows it holds a number.
    const typeOf = (f: FormField): AccountField['type'] =>
      f.type ?? (fields.get(f.name)?.spec['x-phone'] ? 'tel' : 'text');
    return {
      form: {
        resource: section.resource,
        ...(form.action ? { action: form.action } : {}),
        fields: form.fields.map((f) => ({ ...f, type: typeOf(f), label: label(f.name) })),
        ...(form.defaults ? { defaults: await form.defaults(this.crud, ctx) } : {}),
        ...(form.note && (await this.settings.flag(ctx.storeId, form.note.setting, form.note.fallback))
          ? { note: this.i18n.t(ctx.lang, form.note.key) }
          : {}),
      },
    };
  }

  /** The section's records as the customer may see them (an own-records entity narrows to theirs by itself). */
  private async rows(section: Section, ctx: RouteContext): Promise<Row[]> {
    if (section.scope === 'self') return [await this.crud.getOne(section.resource, ctx.actor, String(ctx.actor.id))];
    const filter = {
      ...section.filter,
      ...(section.scope === 'own' ? { customerId: ctx.actor.id } : {}),
      ...(section.scope === 'seller' ? { sellerId: ctx.actor.id } : {}),
    };
    const query = { filter: JSON.stringify(filter), sort: JSON.stringify(['id', 'DESC']), range: '[0,49]' };
    return await this.crud.rows(section.resource, ctx.actor, query);
  }
}
