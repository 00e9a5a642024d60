import type { Row } from '../crud/pipeline/serialize.js';
import { BLOCK_TEMPLATES } from '@saray/contracts/block-templates';
import { named } from './demo-catalogue.js';
import {
  DEMO_LISTINGS,
  DEMO_LISTINGS_BOX,
  DEMO_PROPERTY_ATTRIBUTES,
  DEMO_PROPERTY_CATEGORY,
  DEMO_PROPERTY_REGIONS,
  DEMO_PROPERTY_TYPE,
  type DemoListing,
} from './demo-listings.js';
import { demoPropertySvg } from './demo-property-pictures.js';

type Named = ReturnType<typeof named>;

/** What the seed lends the listings: its idempotent create, its demo drawings and a read. */
export interface ListingSeedTools {
  ensure(resource: string, key: Row, values?: Row): Promise<Row>;
  drawing(key: string, svg: () => string, shows: Named): Promise<string>;
  rows(resource: string, filter: Row): Promise<Row[]>;
}

const point = ([latitude, longitude]: [number, number]) => JSON.stringify({ latitude, longitude });

/**
 * The demo's property listings (demo-listings.ts) and a box of them on each language's home page, through the seed's
 * idempotent create: a second run adds nothing. Needs the catalogue's coins and cities and the home pages first.
 */
export async function seedDemoListings(tools: ListingSeedTools): Promise<void> {
  const { ensure, drawing, rows } = tools;
  const type = await ensure('product-types', { systemKeyword: DEMO_PROPERTY_TYPE.systemKeyword }, DEMO_PROPERTY_TYPE);
  const [usdt] = await rows('coins', { symbol: 'USDT' });
  const category = await ensure(
    'categories',
    { name: DEMO_PROPERTY_CATEGORY.name, entityName: 'Product' },
    {
      ...DEMO_PROPERTY_CATEGORY,
      parentCategoryId: 0,
      pictures: await drawing('category:Real estate', () => demoPropertySvg('villa', 160), DEMO_PROPERTY_CATEGORY),
    },
  );
  const attributes = new Map<string, Row>();
  for (const [i, { key, control, filterable, ...name }] of DEMO_PROPERTY_ATTRIBUTES.entries())
    attributes.set(
      key,
      await ensure(
        'attributes',
        { name: name.name, entityName: 'Product' },
        {
          ...name,
          relationTypeName: DEMO_PROPERTY_TYPE.systemKeyword,
          attributeControlTypeId: control,
          isFilterable: filterable,
          isActived: true,
          displayOrder: i + 1,
          iconName: key,
        },
      ),
    );
  const cities = new Map<string, Row>();
  const regions = new Map<string, Row>();
  for (const [i, r] of DEMO_PROPERTY_REGIONS.entries()) {
    if (!cities.has(r.city)) {
      const [city] = await rows('cities', { name: r.city });
      cities.set(r.city, city!);
      const values = { coordinateLatitude: city!.coordinateLatitude, displayOrder: cities.size, published: true };
      regions.set(r.city, await ensure('regions', { name: r.city, parentRegionId: null }, values));
    }
    const parentRegionId = regions.get(r.city)!.id;
    const values = { coordinateLatitude: point(r.at), displayOrder: i + 1, published: true };
    regions.set(r.name, await ensure('regions', { name: r.name, parentRegionId }, values));
  }
  for (const [i, listing] of DEMO_LISTINGS.entries()) {
    const city = cities.get(DEMO_PROPERTY_REGIONS.find((r) => r.name === listing.region)!.city)!;
    await seedListing(tools, listing, {
      productTypeId: type.id,
      baseCoinId: usdt!.id,
      categoryId: category.id,
      displayOrder: i + 1,
      region: regions.get(listing.region)!,
      city,
      attributes,
    });
  }
  await seedHomeBox(tools, Number(category.id));
}

interface ListingRefs {
  productTypeId: unknown;
  baseCoinId: unknown;
  categoryId: unknown;
  /** After the shop's other products wherever products are listed by their order, in the demo's order. */
  displayOrder: number;
  region: Row;
  city: Row;
  attributes: Map<string, Row>;
}

/** One listing: its point, its product (one of a kind, not shipped), its attribute values and its places. */
async function seedListing({ ensure, drawing }: ListingSeedTools, listing: DemoListing, refs: ListingRefs) {
  const { sku, region, at, facts, picture, ...product } = listing;
  const shows = { name: product.name, name_fa: product.name_fa, name_tr: product.name_tr };
  const inside = named(`Living room: ${shows.name}`, `اتاق نشیمن: ${shows.name_fa}`, `Oturma odası: ${shows.name_tr}`);
  const pictures = [
    await drawing(sku, () => demoPropertySvg(picture.kind, picture.hue), shows),
    await drawing(`${sku}#2`, () => demoPropertySvg('room', picture.hue + 40), inside),
  ].join(',');
  const location = await ensure(
    'locations',
    { name: `${sku} ${region}` },
    { regionId: refs.region.id, coordinateLatitude: point(at), published: true },
  );
  const row = await ensure(
    'products',
    { sku },
    {
      ...product,
      pictures,
      productTypeId: refs.productTypeId,
      baseCoinId: refs.baseCoinId,
      categoryId: refs.categoryId,
      displayOrder: refs.displayOrder,
      entityName: 'Location',
      entityId: location.id,
      stockQuantity: 1,
      orderMaximumQuantity: 1,
      isShipEnabled: false,
    },
  );
  const entity = { entityName: 'Product', entityId: row.id };
  for (const [key, value] of Object.entries(facts))
    await ensure(
      'attribute-mappings',
      { ...entity, attributeId: refs.attributes.get(key)!.id },
      { value: String(value) },
    );
  const { countryId, provinceId, id: cityId } = refs.city;
  await ensure('address-mappings', { ...entity, cityId }, { countryId, provinceId });
  await ensure('region-mappings', { ...entity, regionId: refs.region.id });
}

/** A box of the Real estate category's listings on each language's home page, after its other blocks. */
async function seedHomeBox({ ensure, rows }: ListingSeedTools, categoryId: number) {
  const template = BLOCK_TEMPLATES.find((t) => t.componentName === 'productsbox')!;
  const [stored] = await rows('content-templates', { componentName: 'productsbox' });
  for (const languageCode of ['en', 'fa', 'tr'] as const) {
    const [home] = await rows('pages', { systemName: 'home', languageCode });
    if (!home) continue;
    const values = {
      title: DEMO_LISTINGS_BOX[languageCode],
      source: 'category',
      categoryId: String(categoryId),
      count: '8',
    };
    const dataContent = Object.fromEntries(
      Object.entries(values).map(([name, content]) => {
        const control = template.dataTemplate.find((c) => c.name === name)!;
        return [name, { title: control.title, type: control.type, content }];
      }),
    );
    await ensure(
      'contents',
      { entityName: 'Page', entityId: home.id, partName: 'main', componentName: 'productsbox', displayOrder: 3 },
      { dataContent: JSON.stringify(dataContent), contentTemplateId: stored?.id },
    );
  }
}
