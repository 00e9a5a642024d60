import type { DataSource } from 'typeorm';
import { SYSTEM_ACTOR } from '../auth/actor.js';
import type { CrudService } from '../crud/crud.service.js';
import { ALL_ROWS } from '../crud/list-query.js';
import type { Row } from '../crud/pipeline/serialize.js';
import { named } from './demo-catalogue.js';

/**
 * The demo's price comparison (theme_torob): customers who sell some of the shop's products too, each offer a product
 * of theirs linked to the shop's (relation 'Product' and its id), and months of prices for the shop's product and
 * every offer. Each price is written through the pipeline, which keeps it in the record history, and the history's
 * rows are then dated on the days the prices are said to have changed.
 */

/** Prices from the oldest to today's, each with how many days ago it was set. */
type Prices = [daysAgo: number, price: string][];

interface DemoOffer {
  seller: string;
  sku: string;
  name: ReturnType<typeof named>;
  stockQuantity: number;
  prices: Prices;
}

const SELLERS = [
  { username: 'reza.karimi', firstName: 'Reza', lastName: 'Karimi' },
  { username: 'sara.ahmadi', firstName: 'Sara', lastName: 'Ahmadi' },
  { username: 'mehmet.yilmaz', firstName: 'Mehmet', lastName: 'Yılmaz' },
  { username: 'negin.moradi', firstName: 'Negin', lastName: 'Moradi' },
];

/** The shop's products that sellers offer too: the shop's own prices (the last is the catalogue's) and the offers. */
const COMPARED: { sku: string; prices: Prices; offers: DemoOffer[] }[] = [
  {
    sku: 'PH-1002',
    prices: [
      [150, '579.00'],
      [95, '559.00'],
      [40, '549.00'],
      [9, '529.00'],
    ],
    offers: [
      {
        seller: 'reza.karimi',
        sku: 'PH-1002-RK',
        name: named(
          'Pardis X1 Pro smartphone, 256 GB, graphite',
          'گوشی هوشمند پردیس X1 پرو، ۲۵۶ گیگابایت، نوک‌مدادی',
          'Pardis X1 Pro akıllı telefon, 256 GB, grafit',
        ),
        stockQuantity: 4,
        prices: [
          [140, '569.00'],
          [70, '539.00'],
          [20, '525.00'],
          [6, '519.00'],
        ],
      },
      {
        seller: 'sara.ahmadi',
        sku: 'PH-1002-SA',
        name: named(
          'Pardis X1 Pro 256 GB with a clear case',
          'پردیس X1 پرو ۲۵۶ گیگابایت به همراه قاب شفاف',
          'Pardis X1 Pro 256 GB, şeffaf kılıf hediyeli',
        ),
        stockQuantity: 9,
        prices: [
          [120, '575.00'],
          [50, '545.00'],
          [12, '535.00'],
        ],
      },
      {
        seller: 'negin.moradi',
        sku: 'PH-1002-NM',
        name: named(
          'Pardis X1 Pro smartphone (dual SIM)',
          'گوشی پردیس X1 پرو (دو سیم‌کارت)',
          'Pardis X1 Pro akıllı telefon (çift SIM)',
        ),
        stockQuantity: 2,
        prices: [
          [100, '559.00'],
          [28, '532.00'],
          [3, '524.50'],
        ],
      },
      {
        seller: 'mehmet.yilmaz',
        sku: 'PH-1002-MY',
        name: named(
          'Pardis X1 Pro, 256 GB, two-year warranty',
          'پردیس X1 پرو، ۲۵۶ گیگابایت، دو سال گارانتی',
          'Pardis X1 Pro, 256 GB, iki yıl garantili',
        ),
        stockQuantity: 0,
        prices: [
          [130, '589.00'],
          [60, '549.90'],
        ],
      },
    ],
  },
  {
    sku: 'LT-2001',
    prices: [
      [160, '949.00'],
      [80, '929.00'],
      [25, '899.99'],
    ],
    offers: [
      {
        seller: 'sara.ahmadi',
        sku: 'LT-2001-SA',
        name: named(
          'Alborz 14 laptop, 16 GB RAM, 1 TB SSD',
          'لپ‌تاپ البرز 14، رم ۱۶ گیگابایت، SSD یک ترابایت',
          'Alborz 14 dizüstü, 16 GB RAM, 1 TB SSD',
        ),
        stockQuantity: 3,
        prices: [
          [150, '939.00'],
          [45, '905.00'],
          [10, '879.00'],
        ],
      },
      {
        seller: 'mehmet.yilmaz',
        sku: 'LT-2001-MY',
        name: named(
          'Alborz 14 laptop with a sleeve',
          'لپ‌تاپ البرز 14 به همراه کیف',
          'Alborz 14 dizüstü, kılıf hediyeli',
        ),
        stockQuantity: 6,
        prices: [
          [110, '959.00'],
          [35, '915.00'],
        ],
      },
      {
        seller: 'reza.karimi',
        sku: 'LT-2001-RK',
        name: named('Alborz 14 laptop', 'لپ‌تاپ البرز 14', 'Alborz 14 dizüstü bilgisayar'),
        stockQuantity: 0,
        prices: [
          [90, '925.00'],
          [15, '889.00'],
        ],
      },
    ],
  },
  {
    sku: 'EL-5001',
    prices: [
      [170, '149.00'],
      [100, '139.00'],
      [50, '134.00'],
      [14, '129.00'],
    ],
    offers: [
      {
        seller: 'negin.moradi',
        sku: 'EL-5001-NM',
        name: named(
          'Noise-cancelling headphones, black',
          'هدفون با حذف نویز، مشکی',
          'Gürültü önleyici kulaklık, siyah',
        ),
        stockQuantity: 12,
        prices: [
          [160, '145.00'],
          [60, '129.90'],
          [8, '119.90'],
        ],
      },
      {
        seller: 'reza.karimi',
        sku: 'EL-5001-RK',
        name: named(
          'Noise-cancelling headphones with a travel case',
          'هدفون با حذف نویز به همراه کیف سفری',
          'Seyahat çantalı gürültü önleyici kulaklık',
        ),
        stockQuantity: 7,
        prices: [
          [120, '142.00'],
          [40, '127.00'],
          [5, '124.00'],
        ],
      },
      {
        seller: 'sara.ahmadi',
        sku: 'EL-5001-SA',
        name: named('Noise-cancelling headphones', 'هدفون با حذف نویز', 'Gürültü önleyici kulaklık'),
        stockQuantity: 5,
        prices: [
          [90, '139.00'],
          [22, '135.00'],
        ],
      },
    ],
  },
  {
    sku: 'CM-7001',
    prices: [
      [175, '699.00'],
      [110, '679.00'],
      [55, '665.00'],
      [18, '649.00'],
    ],
    offers: [
      {
        seller: 'mehmet.yilmaz',
        sku: 'CM-7001-MY',
        name: named(
          'Damavand M50 mirrorless camera, body only',
          'دوربین بدون آینهٔ دماوند M50، بدنه',
          'Damavand M50 aynasız fotoğraf makinesi, yalnız gövde',
        ),
        stockQuantity: 3,
        prices: [
          [165, '689.00'],
          [75, '659.00'],
          [11, '629.00'],
        ],
      },
      {
        seller: 'negin.moradi',
        sku: 'CM-7001-NM',
        name: named(
          'Damavand M50 camera with a 64 GB card',
          'دوربین دماوند M50 به همراه کارت حافظهٔ ۶۴ گیگابایتی',
          'Damavand M50, 64 GB hafıza kartıyla',
        ),
        stockQuantity: 4,
        prices: [
          [130, '695.00'],
          [45, '655.00'],
          [7, '639.00'],
        ],
      },
      {
        seller: 'sara.ahmadi',
        sku: 'CM-7001-SA',
        name: named(
          'Damavand M50 mirrorless camera',
          'دوربین بدون آینهٔ دماوند M50',
          'Damavand M50 aynasız fotoğraf makinesi',
        ),
        stockQuantity: 0,
        prices: [
          [100, '710.00'],
          [20, '699.00'],
        ],
      },
    ],
  },
  {
    sku: 'HK-6101',
    prices: [
      [150, '62.00'],
      [60, '58.00'],
      [16, '54.00'],
    ],
    offers: [
      {
        seller: 'reza.karimi',
        sku: 'HK-6101-RK',
        name: named('Isfahan hammered copper teapot', 'قوری مسی چکشی اصفهان', 'İsfahan dövme bakır demlik'),
        stockQuantity: 6,
        prices: [
          [140, '59.00'],
          [35, '56.00'],
          [4, '51.50'],
        ],
      },
      {
        seller: 'negin.moradi',
        sku: 'HK-6101-NM',
        name: named('Isfahan copper teapot, 1 litre', 'قوری مسی اصفهان، یک لیتری', 'İsfahan bakır demlik, 1 litre'),
        stockQuantity: 10,
        prices: [
          [120, '61.00'],
          [25, '55.00'],
        ],
      },
      {
        seller: 'mehmet.yilmaz',
        sku: 'HK-6101-MY',
        name: named('Copper teapot from Isfahan', 'قوری مسی ساخت اصفهان', 'İsfahan işi bakır demlik'),
        stockQuantity: 8,
        prices: [
          [95, '64.00'],
          [10, '57.50'],
        ],
      },
    ],
  },
];

/** The sellers' offers as the seed leaves them: each one's code and its price today. */
export const DEMO_OFFERS = COMPARED.flatMap((c) => c.offers.map((o) => ({ sku: o.sku, price: o.prices.at(-1)![1] })));

/** The categories the comparison's home offers first (showOnHomepage). */
const POPULAR = ['Phones', 'Laptops', 'Cameras', 'Carpets', 'Books', 'Tea & tableware', 'Lighting & decor', 'Fashion'];

const DAY = 24 * 60 * 60 * 1000;

/** Dates a product's history rows, oldest first, on the days given (a row without a day keeps its date). */
async function dateHistory(dataSource: DataSource, productId: number, days: number[]): Promise<void> {
  const rows = await dataSource
    .createQueryBuilder('RecordHistory', 'h')
    .select('h.id', 'id')
    .where('h.entityName = :name AND h.recordId = :id', { name: 'Product', id: productId })
    .orderBy('h.id', 'ASC')
    .getRawMany<{ id: number }>();
  const now = Date.now();
  for (const [i, row] of rows.entries())
    if (days[i] !== undefined)
      await dataSource
        .createQueryBuilder()
        .update('RecordHistory')
        .set({ createdAt: new Date(now - days[i] * DAY) })
        .where('id = :id', { id: row.id })
        .execute();
}

/** Sets a product's prices one after another, as an administrator would have over the months. */
async function reprice(crud: CrudService, id: number, prices: Prices): Promise<void> {
  for (const [, price] of prices) await crud.update('products', SYSTEM_ACTOR, String(id), { price });
}

/**
 * Loads the demo's offers once: when every offer is there already it reads one list and stops. A shop's product whose
 * price is no longer the catalogue's keeps its history as it is.
 */
export async function seedDemoOffers(crud: CrudService, dataSource: DataSource): Promise<void> {
  const skus = COMPARED.flatMap((c) => [c.sku, ...c.offers.map((o) => o.sku)]);
  const found = await crud.rows('products', SYSTEM_ACTOR, { filter: JSON.stringify({ sku: skus }), range: ALL_ROWS });
  const bySku = new Map(found.map((p) => [String(p.sku), p]));
  if (COMPARED.every((c) => c.offers.every((o) => bySku.has(o.sku)))) return;
  const sellers = new Map<string, Row>();
  for (const s of SELLERS) {
    const [known] = await crud.rows('customers', SYSTEM_ACTOR, { filter: JSON.stringify({ username: s.username }) });
    sellers.set(s.username, known ?? (await crud.create('customers', SYSTEM_ACTOR, s)));
  }
  const [linked] = await crud.rows('product-types', SYSTEM_ACTOR, {
    filter: JSON.stringify({ systemKeyword: 'relational' }),
  });
  for (const compared of COMPARED) {
    const product = bySku.get(compared.sku);
    if (!product || !linked) continue;
    const history = await crud.history('products', SYSTEM_ACTOR, String(product.id));
    const current = compared.prices.at(-1)![1];
    if (history.length === 1 && Number(product.price) === Number(current)) {
      await reprice(crud, Number(product.id), compared.prices);
      // The create row stands on the first day too: the product had that day's price from then on.
      await dateHistory(dataSource, Number(product.id), [compared.prices[0][0], ...compared.prices.map(([d]) => d)]);
    }
    for (const offer of compared.offers) {
      if (bySku.has(offer.sku)) continue;
      const [first, ...later] = offer.prices;
      const created = await crud.create('products', SYSTEM_ACTOR, {
        ...offer.name,
        sku: offer.sku,
        price: first[1],
        stockQuantity: offer.stockQuantity,
        pictures: product.pictures,
        baseCoinId: product.baseCoinId,
        productTypeId: linked.id,
        entityName: 'Product',
        entityId: product.id,
        sellerId: sellers.get(offer.seller)!.id,
        // After the shop's own products wherever products are listed by their order.
        displayOrder: 100,
      });
      await reprice(crud, Number(created.id), later);
      await dateHistory(
        dataSource,
        Number(created.id),
        offer.prices.map(([d]) => d),
      );
    }
  }
  const categories = await crud.rows('categories', SYSTEM_ACTOR, {
    filter: JSON.stringify({ name: POPULAR, entityName: 'Product' }),
    range: ALL_ROWS,
  });
  for (const category of categories)
    if (category.showOnHomepage !== true)
      await crud.update('categories', SYSTEM_ACTOR, String(category.id), { showOnHomepage: true });
}
