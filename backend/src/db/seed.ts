import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SYSTEM_ACTOR } from '../auth/actor.js';
import { AuthService } from '../auth/auth.service.js';
import { CrudService } from '../crud/crud.service.js';
import { ALL_ROWS } from '../crud/list-query.js';
import type { Row } from '../crud/pipeline/serialize.js';
import { FILE_STORAGE, FileStorage } from '../platform/storage/file-storage.js';
import { renderDrawing } from '../platform/storage/image-variants.js';
import * as demo from './demo-data.js';
import { demoBannerSvg, demoPictureSvg } from './demo-pictures.js';
import { DEMO_BANNER, DEMO_BANNER_SHOWS, DEMO_PAGES, DEMO_POSTS, type DemoPage } from './demo-content.js';
import { demoPdf } from './demo-pdf.js';
import { DEMO_WHITEPAPER, WHITEPAPER_PDF } from './demo-whitepaper.js';
import type { named } from './demo-catalogue.js';
import { seedDemoListings } from './demo-listings-seed.js';
import { BLOCK_TEMPLATES, PAGE_TEMPLATE } from '@saray/contracts/block-templates';
import { DEFAULT_TEMPLATES } from './seed-data/message-templates.js';
import { seedDemoLands } from './demo-lands.js';
import { seedDemoOffers } from './demo-offers.js';
import { seedDemoSpecs } from './demo-specs.js';
import type { GeneratedAdministrator } from '../common/first-start.js';

/** A demo record's name in the three languages. */
type Named = ReturnType<typeof named>;

export interface AdminCredentials {
  username?: string;
  password?: string;
}

/**
 * Loads the demo data through the CRUD service (so every record passes validation). Idempotent: each record is
 * looked up by its natural key first, so a second run adds nothing and a half-finished one is completed.
 */
@Injectable()
export class Seeder {
  private readonly logger = new Logger('Seed');
  /** The administrator this run created with a generated password: main.ts shows it once the server listens. */
  generatedAdministrator?: GeneratedAdministrator;

  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /**
   * A demo drawing (a product's or category's picture, the home page's banner), named after its key (a SKU, a
   * category's name) and drawn and stored wherever it is missing: on every start, since the files may live apart
   * from the database (a copy of a seeded database, a new files folder). It is in the media library with its
   * alternative text in the three languages: what it shows.
   */
  private async demoDrawing(key: string, svg: () => string, shows: Named): Promise<string> {
    const hash = createHash('sha1').update(`demo-picture:${key}`).digest('hex');
    const name = `${[hash.slice(0, 8), hash.slice(8, 12), hash.slice(12, 16), hash.slice(16, 20), hash.slice(20, 32)].join('-')}.webp`;
    if (!(await this.storage.exists('Images', name)))
      await this.storage.saveAs('Images', name, await renderDrawing(svg()));
    await this.ensure(
      'media',
      { file: name },
      { title: shows.name, alt: { en: shows.name, fa: shows.name_fa, tr: shows.name_tr }, keep: true },
    );
    return name;
  }

  private demoPicture(key: string, picture: demo.DemoPicture, shows: Named): Promise<string> {
    return this.demoDrawing(key, () => demoPictureSvg(picture.kind, picture.hue), shows);
  }

  /** A demo product's pictures as its field keeps them: the main one, then one per other colour. */
  private async demoGallery(sku: string, { more = [], ...picture }: demo.DemoPicture, shows: Named): Promise<string> {
    const names = [await this.demoPicture(sku, picture, shows)];
    for (const [i, hue] of more.entries())
      names.push(await this.demoPicture(`${sku}#${i + 2}`, { ...picture, hue }, shows));
    return names.join(',');
  }

  private async ensure(resource: string, key: Row, values: Row = {}): Promise<Row> {
    const found = await this.crud.list(resource, SYSTEM_ACTOR, { filter: JSON.stringify(key), range: '[0,0]' });
    return found.data[0] ?? (await this.crud.create(resource, SYSTEM_ACTOR, { ...key, ...values }));
  }

  async run(admin: AdminCredentials): Promise<void> {
    const store = await this.ensure('stores', { name: demo.DEMO_STORE.name }, demo.DEMO_STORE);
    for (const [name, value] of Object.entries(demo.DEMO_SETTINGS))
      await this.ensure('settings', { name, storeId: store.id }, { value });
    const roles = new Map<string, Row>();
    for (const r of demo.DEMO_ROLES)
      roles.set(r.systemName, await this.ensure('customer-roles', { systemName: r.systemName }, { name: r.name }));
    // The built-in roles are system roles: a state only the platform sets (the generic API cannot).
    await this.dataSource
      .createQueryBuilder()
      .update('CustomerRole')
      .set({ systemRole: true })
      .where('"system_name" IN (:...names)', { names: demo.DEMO_ROLES.map((r) => r.systemName) })
      .execute();
    for (const a of demo.DEMO_APPLICATIONS) await this.ensure('applications', { name: a.name }, a);
    await this.ensureAdministrator(admin, roles.get('administrators')!);

    const coins = new Map<string, Row>();
    for (const c of demo.DEMO_COINS) coins.set(c.symbol, await this.ensure('coins', { symbol: c.symbol }, c));
    for (const { base, quote, ...m } of demo.DEMO_MARKETS)
      await this.ensure(
        'markets',
        { symbol: m.symbol },
        { ...m, baseCoinId: coins.get(base)!.id, quoteCoinId: coins.get(quote)!.id },
      );
    for (const { coin, ...p } of demo.DEMO_STAKING_PLANS)
      await this.ensure('staking-plans', { name: p.name }, { ...p, coinId: coins.get(coin)!.id });
    await this.seedBlockchains(coins);
    await this.simulateTrading();
    await seedDemoLands(this.crud, coins);
    const countries = new Map<string, Row>();
    for (const c of demo.DEMO_COUNTRIES)
      countries.set(c.twoLetterIsoCode, await this.ensure('countries', { twoLetterIsoCode: c.twoLetterIsoCode }, c));
    const provinces = new Map<string, Row>();
    for (const { country, ...p } of demo.DEMO_PROVINCES) {
      const countryId = countries.get(country)!.id;
      provinces.set(p.name, await this.ensure('provinces', { name: p.name, countryId }, p));
    }
    for (const { province, latitude, longitude, ...c } of demo.DEMO_CITIES) {
      const p = provinces.get(province)!;
      await this.ensure(
        'cities',
        { name: c.name, provinceId: p.id },
        { ...c, countryId: p.countryId, displayOrder: 1, coordinateLatitude: JSON.stringify({ latitude, longitude }) },
      );
    }
    const types = new Map<string, Row>();
    for (const t of demo.DEMO_PRODUCT_TYPES)
      types.set(t.systemKeyword, await this.ensure('product-types', { systemKeyword: t.systemKeyword }, t));
    const categories = new Map<string, Row>();
    for (const { parent, picture, ...c } of demo.DEMO_CATEGORIES) {
      const parentCategoryId = parent ? categories.get(parent)!.id : 0;
      const pictures = await this.demoPicture(`category:${c.name}`, picture, c);
      categories.set(
        c.name,
        await this.ensure('categories', { name: c.name, entityName: 'Product' }, { ...c, parentCategoryId, pictures }),
      );
    }
    for (const name of demo.DEMO_TAGS) await this.ensure('tags', { name });
    for (const { category, picture, ...p } of demo.DEMO_PRODUCTS) {
      await this.ensure(
        'products',
        { sku: p.sku },
        {
          ...p,
          pictures: await this.demoGallery(p.sku, picture, p),
          categoryId: categories.get(category)!.id,
          baseCoinId: coins.get('USDT')!.id,
          productTypeId: types.get('simple')!.id,
        },
      );
    }
    await seedDemoOffers(this.crud, this.dataSource);
    await seedDemoSpecs(this.crud);
    await this.seedCommerce(coins, countries);
    await this.seedSupport(store.id as number);
    await this.seedAccounting(store.id as number);
    await this.seedStorefront();
    await seedDemoListings({
      ensure: (resource, key, values) => this.ensure(resource, key, values),
      drawing: (key, svg, shows) => this.demoDrawing(key, svg, shows),
      rows: (resource, filter) =>
        this.crud.rows(resource, SYSTEM_ACTOR, { filter: JSON.stringify(filter), range: ALL_ROWS }),
    });
    // Each event's e-mail in each language; one an administrator has edited (or added) is found and kept.
    for (const { eventKey, languageCode, ...text } of DEFAULT_TEMPLATES)
      await this.ensure('message-templates', { eventKey, languageCode }, text);
  }

  /**
   * The demo's markets trade by themselves: the simulation task (made at start, switched off) is switched on with the
   * demo's start prices, once; a task an administrator has configured is left as it is.
   */
  private async simulateTrading(): Promise<void> {
    const [task] = await this.crud.rows('schedule-tasks', SYSTEM_ACTOR, {
      filter: JSON.stringify({ type: 'marketsimulation' }),
      range: '[0,0]',
    });
    if (!task || task.parameters) return;
    await this.crud.update('schedule-tasks', SYSTEM_ACTOR, String(task.id), {
      enabled: true,
      parameters: JSON.stringify(demo.DEMO_SIMULATION),
    });
  }

  /** The chains, networks and coin contracts the deposit and withdrawal forms offer. */
  private async seedBlockchains(coins: Map<string, Row>): Promise<void> {
    const networks = new Map<string, Row>();
    for (const { networks: list, ...chain } of demo.DEMO_BLOCKCHAINS) {
      const blockChainId = (await this.ensure('blockchains', { name: chain.name }, chain)).id;
      for (const n of list)
        networks.set(n.symbol, await this.ensure('blockchain-networks', { blockChainId, symbol: n.symbol }, n));
    }
    for (const { coin, network, ...c } of demo.DEMO_COIN_CONTRACTS) {
      const { id: blockChainNetworkId, blockChainId } = networks.get(network)!;
      await this.ensure('coin-contracts', { coinId: coins.get(coin)!.id, blockChainNetworkId }, { ...c, blockChainId });
    }
  }

  /** The support units (a tree), the ticket priorities, and the ticket categories of each unit. */
  private async seedSupport(storeId: number): Promise<void> {
    const units = new Map<string, Row>();
    for (const { parent, title, ...u } of demo.DEMO_UNITS) {
      const parentUnitId = parent ? units.get(parent)!.id : undefined;
      units.set(title.en, await this.ensure('units', { title: title.en }, { ...u, title, parentUnitId }));
    }
    for (const [i, name] of demo.DEMO_TICKET_PRIORITIES.entries()) {
      const priority = await this.ensure('ticket-priorities', { name }, { displayOrder: i + 1 });
      if (name === demo.DEMO_CONTACT_PRIORITY)
        await this.ensure('settings', { name: 'contact.priority', storeId }, { value: String(priority.id) });
    }
    for (const [i, c] of demo.DEMO_TICKET_CATEGORIES.entries()) {
      const category = await this.ensure('categories', { name: c.name, entityName: 'Unit' }, { displayOrder: i + 1 });
      for (const unit of c.units)
        await this.ensure('category-mappings', {
          categoryId: category.id,
          entityName: 'Unit',
          entityId: units.get(unit)!.id,
        });
    }
  }

  /**
   * The ledgers and document types checkout posts to, this calendar year as a financial year, and the settings that
   * name them (with accounting.autopost on, closing a cart and approving a payment post documents).
   */
  private async seedAccounting(storeId: number): Promise<void> {
    const year = new Date().getUTCFullYear();
    await this.ensure('years', { name: String(year) }, { startDate: `${year}-01-01`, endDate: `${year}-12-31` });
    const settings: Record<string, string> = { 'accounting.autopost': 'true', 'order.reservationminutes': '30' };
    for (const [role, name] of Object.entries(demo.DEMO_LEDGERS))
      settings[`accounting.ledger.${role}`] = String((await this.ensure('ledgers', { name })).id);
    for (const [kind, name] of Object.entries(demo.DEMO_ACCOUNTING_TYPES))
      settings[`accounting.type.${kind}`] = String((await this.ensure('accounting-types', { name })).id);
    for (const [name, value] of Object.entries(settings)) await this.ensure('settings', { name, storeId }, { value });
  }

  /** What checkout needs out of the box: payment and shipment methods, tax rates, a warehouse and its operations. */
  private async seedCommerce(coins: Map<string, Row>, countries: Map<string, Row>): Promise<void> {
    const coin = (symbol: string) => coins.get(symbol)!.id;
    for (const { coins: symbols, baseCoin, ...t } of demo.DEMO_PAYMENT_TYPES)
      await this.ensure(
        'payment-types',
        { systemKeyword: t.systemKeyword },
        { ...t, baseCoinId: coin(baseCoin), availableCoins: symbols.map(coin).join(',') || undefined },
      );
    for (const { baseCoin, ...t } of demo.DEMO_SHIPMENT_TYPES)
      await this.ensure('shipment-types', { systemKeyword: t.systemKeyword }, { ...t, baseCoinId: coin(baseCoin) });
    for (const { country, ...r } of demo.DEMO_TAX_RATES)
      await this.ensure('tax-rates', { countryId: countries.get(country)!.id }, r);
    await this.ensure('warehouses', { name: demo.DEMO_WAREHOUSE });
    for (const o of demo.DEMO_STOCK_OPERATIONS) await this.ensure('stock-operations', { name: o.name }, o);
  }

  /**
   * The block templates and the page template, and per language the home page (with the site-wide blocks) and the demo pages. Each kind is
   * read once and only what is missing is created: a restart adds nothing and costs a handful of reads.
   */
  private async seedStorefront(): Promise<void> {
    const templates = new Map(
      (await this.crud.rows('content-templates', SYSTEM_ACTOR, { range: ALL_ROWS })).map((t) => [
        String(t.componentName),
        t,
      ]),
    );
    await this.completePageTemplate(templates.get(PAGE_TEMPLATE.componentName));
    for (const t of [...BLOCK_TEMPLATES, PAGE_TEMPLATE])
      if (!templates.has(t.componentName))
        templates.set(
          t.componentName,
          await this.crud.create('content-templates', SYSTEM_ACTOR, {
            componentName: t.componentName,
            name: t.name,
            dataTemplate: JSON.stringify(t.dataTemplate),
          }),
        );
    const pictures = {
      banner: await this.demoDrawing('banner:home', () => demoBannerSvg(DEMO_BANNER), DEMO_BANNER_SHOWS),
    };
    for (const languageCode of ['en', 'fa', 'tr'] as const) {
      for (const demoPage of [...DEMO_PAGES, DEMO_WHITEPAPER, ...DEMO_POSTS]) {
        const dataContent = await this.pageData(demoPage, languageCode);
        const page = await this.ensure(
          'pages',
          { languageCode, slug: demoPage.slug[languageCode] },
          {
            type: demoPage.type ?? 'Pages',
            ...(demoPage.systemName ? { systemName: demoPage.systemName } : {}),
            ...(dataContent ? { dataContent } : {}),
            title: demoPage.title[languageCode],
            metaTitle: demoPage.title[languageCode],
            metaDescription: demoPage.metaDescription[languageCode],
            includeInTopMenu: demoPage.includeInTopMenu,
            includeInSitemap: true,
            published: true,
            layoutType: 'onecolumn',
          },
        );
        if (demoPage.monthsAgo) await this.backdate(page, demoPage.monthsAgo);
        const key = (b: Row) => `${String(b.partName)}|${String(b.componentName)}|${Number(b.displayOrder)}`;
        const filter = JSON.stringify({ entityName: 'Page', entityId: page.id });
        const present = new Set((await this.crud.rows('contents', SYSTEM_ACTOR, { filter, range: ALL_ROWS })).map(key));
        for (const block of demoPage.blocks(languageCode, pictures)) {
          if (present.has(key(block as unknown as Row))) continue;
          const template = BLOCK_TEMPLATES.find((t) => t.componentName === block.componentName)!;
          const dataContent = Object.fromEntries(
            Object.entries(block.values).map(([name, content]) => {
              const control = template.dataTemplate.find((c) => c.name === name)!;
              return [name, { title: control.title, type: control.type, content }];
            }),
          );
          await this.crud.create('contents', SYSTEM_ACTOR, {
            entityName: 'Page',
            entityId: page.id,
            partName: block.partName,
            componentName: block.componentName,
            displayOrder: block.displayOrder,
            dataContent: JSON.stringify(dataContent),
            contentTemplateId: templates.get(block.componentName)!.id,
          });
        }
      }
    }
  }

  /**
   * The page template's controls an older database lacks (a control added since it was seeded), added after the
   * administrator's own: a page's data content may only hold its template's controls.
   */
  private async completePageTemplate(template: Row | undefined): Promise<void> {
    if (!template) return;
    const controls = JSON.parse(String(template.dataTemplate ?? '[]')) as { name: string }[];
    const missing = PAGE_TEMPLATE.dataTemplate.filter((c) => !controls.some((own) => own.name === c.name));
    if (!missing.length) return;
    Object.assign(
      template,
      await this.crud.update('content-templates', SYSTEM_ACTOR, String(template.id), {
        dataTemplate: JSON.stringify([...controls, ...missing]),
      }),
    );
  }

  /** A demo page's own data content (its template's subtitle and attachment), or undefined when it has none. */
  private async pageData(demoPage: DemoPage, lang: 'en' | 'fa' | 'tr'): Promise<string | undefined> {
    const control = (name: string) => PAGE_TEMPLATE.dataTemplate.find((c) => c.name === name)!;
    const data: Record<string, unknown> = {};
    if (demoPage.subtitle)
      data.subtitle = { title: control('subtitle').title, type: 'text', content: demoPage.subtitle[lang] };
    if (demoPage.pdfIn?.includes(lang)) {
      const { title, type, directory } = control('attachment');
      const content = await this.demoDocument('whitepaper', demoPdf(WHITEPAPER_PDF.title, WHITEPAPER_PDF.sections));
      data.attachment = { title, type, directory, content };
    }
    return Object.keys(data).length ? JSON.stringify(data) : undefined;
  }

  /** A demo download, named after its key and stored wherever it is missing (as the demo drawings are). */
  private async demoDocument(key: string, content: Buffer): Promise<string> {
    const hash = createHash('sha1').update(`demo-document:${key}`).digest('hex');
    const name = `${[hash.slice(0, 8), hash.slice(8, 12), hash.slice(12, 16), hash.slice(16, 20), hash.slice(20, 32)].join('-')}.pdf`;
    if (!(await this.storage.exists('DataContents', name))) await this.storage.saveAs('DataContents', name, content);
    return name;
  }

  /**
   * Dates a demo post the given number of months back (its day of the month kept, up to the 28th). Only ever moves a
   * date back: on a later start the post keeps the date it was given first.
   */
  private async backdate(page: Row, monthsAgo: number): Promise<void> {
    const now = new Date();
    const day = Math.min(now.getUTCDate(), 28);
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, day, 9, 0, 0));
    await this.dataSource
      .createQueryBuilder()
      .update('Page')
      .set({ createdAt: date })
      .where('id = :id AND created_at > :date', { id: page.id, date })
      .execute();
  }

  /** The first administrator: from SARAY_ADMIN_USERNAME / SARAY_ADMIN_PASSWORD, else generated and shown once. */
  private async ensureAdministrator(admin: AdminCredentials, role: Row): Promise<void> {
    const existing = await this.crud.list('customer-role-mappings', SYSTEM_ACTOR, {
      filter: JSON.stringify({ customerRoleId: role.id }),
      range: '[0,0]',
    });
    if (existing.total > 0) return;
    const username = admin.username ?? 'administrator';
    const password = admin.password ?? randomBytes(12).toString('base64url');
    const customer = await this.ensure(
      'customers',
      { username },
      { firstName: 'Saray', lastName: 'Administrator', systemAccount: false },
    );
    await this.auth.setPassword(customer.id as number, password);
    await this.ensure('customer-role-mappings', { customerId: customer.id, customerRoleId: role.id });
    if (admin.password)
      this.logger.log(`Administrator '${username}' created with the password from SARAY_ADMIN_PASSWORD.`);
    else this.generatedAdministrator = { username, password };
  }
}
