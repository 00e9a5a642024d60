import { createHash } from 'node:crypto';
import { SYSTEM_ACTOR, onBehalfOf, type Actor } from '../auth/actor.js';
import type { CrudService } from '../crud/crud.service.js';
import type { Row } from '../crud/pipeline/serialize.js';

type Texts = { en: string; fa: string; tr: string };
type Spot = [x: number, y: number];

const faDigits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

/**
 * The demo planet's areas: the parcels of each in a block of its own, seaside parcels dearest and desert plots
 * cheapest. Old Town's plaza is auctioned for a week from the first start.
 */
const AREAS: {
  name: Texts;
  description: Texts;
  color: string;
  size: [number, number];
  spots: Spot[];
  price: (i: number) => number;
}[] = [
  {
    name: { en: 'Crystal Bay', fa: 'خلیج بلور', tr: 'Kristal Koy' },
    description: {
      en: 'Seaside parcels on the planet’s calm northern bay.',
      fa: 'قطعه‌های ساحلی کنار خلیج آرام شمال سیاره.',
      tr: 'Gezegenin sakin kuzey koyunda sahil parselleri.',
    },
    color: '#2a8fbd',
    size: [4, 4],
    spots: [2, 7, 12].flatMap((y) => [2, 7, 12, 17].map((x): Spot => [x, y])),
    price: (i) => 800 + ((i * 3) % 5) * 100,
  },
  {
    name: { en: 'Old Town', fa: 'شهر کهن', tr: 'Eski Şehir' },
    description: {
      en: 'The first settlement, around its market plaza.',
      fa: 'نخستین سکونتگاه، گرداگرد میدان بازارش.',
      tr: 'Pazar meydanının çevresindeki ilk yerleşim.',
    },
    color: '#c08a3e',
    size: [3, 3],
    spots: [
      [25, 3],
      [29, 3],
      [33, 3],
      [37, 3],
      [25, 7],
      [25, 11],
      [37, 7],
      [37, 11],
      [25, 15],
      [29, 15],
      [33, 15],
      [37, 15],
    ],
    price: (i) => 450 + ((i * 2) % 4) * 50,
  },
  {
    name: { en: 'Red Dunes', fa: 'تپه‌های سرخ', tr: 'Kızıl Tepeler' },
    description: {
      en: 'Wide, affordable plots among the southern dunes.',
      fa: 'زمین‌های پهناور و ارزان میان تپه‌های جنوبی.',
      tr: 'Güney tepeleri arasında geniş ve uygun fiyatlı araziler.',
    },
    color: '#b5543c',
    size: [5, 4],
    spots: [21, 26].flatMap((y) => [2, 8, 14, 20, 26, 32].map((x): Spot => [x, y])),
    price: (i) => 300 + ((i * 7) % 4) * 40,
  },
];

const PLAZA = {
  title: { en: 'Old Town Plaza', fa: 'میدان شهر کهن', tr: 'Eski Şehir Meydanı' },
  description: {
    en: 'The market plaza at the heart of the first settlement, auctioned once.',
    fa: 'میدان بازار در دل نخستین سکونتگاه، که یک بار به مزایده می‌رود.',
    tr: 'İlk yerleşimin kalbindeki pazar meydanı, bir kez açık artırmayla satılıyor.',
  },
  spot: [29, 7] as Spot,
  size: [7, 7],
  minimumBid: '1500',
  bidStep: '50',
};

const LOAN_PLAN = {
  name: { en: 'Land loan', fa: 'وام خرید زمین', tr: 'Arsa kredisi' },
  description: {
    en: 'Borrow up to 70% of a parcel’s price and repay it in monthly instalments.',
    fa: 'تا ۷۰٪ بهای یک قطعه را وام بگیرید و در اقساط ماهانه بازپرداخت کنید.',
    tr: 'Bir parselin fiyatının %70’ine kadarını borç alın, aylık taksitlerle geri ödeyin.',
  },
  aprPercent: '12',
  maxLtvPercent: '70',
  minTermMonths: 6,
  maxTermMonths: 36,
  minPrincipal: '100',
  maxPrincipal: '5000',
};

/** Two settlers who bought the sold parcels and bid in the plaza's auction, with USDT deposited for it. */
const SETTLERS = [
  {
    username: 'planet.ava',
    firstName: 'Ava',
    lastName: 'Rahimi',
    buys: [
      [2, 2],
      [12, 7],
      [8, 21],
    ] as Spot[],
  },
  {
    username: 'planet.kian',
    firstName: 'Kian',
    lastName: 'Demir',
    buys: [
      [29, 3],
      [26, 26],
    ] as Spot[],
  },
];
const SETTLER_DEPOSIT = '6000';
const PLAZA_BID = { by: 'planet.ava', amount: '1600' };

/**
 * The land sale's demo: a planet of three areas and 37 parcels, five of them bought by two demo settlers (through
 * the purchase itself, paid from a USDT deposit approved for them), the plaza's auction running with one bid, and a
 * loan plan. Every record goes through the pipeline; a second run finds each one and adds nothing.
 */
export async function seedDemoLands(crud: CrudService, coins: Map<string, Row>): Promise<void> {
  const usdt = coins.get('USDT')!;
  const find = async (resource: string, filter: Row) =>
    (await crud.list(resource, SYSTEM_ACTOR, { filter: JSON.stringify(filter), range: '[0,0]' })).data[0];
  const ensure = async (resource: string, key: Row, values: Row = {}) =>
    (await find(resource, key)) ?? (await crud.create(resource, SYSTEM_ACTOR, { ...key, ...values }));

  await ensure('loan-plans', { name: LOAN_PLAN.name.en }, { ...LOAN_PLAN, coinId: usdt.id, displayOrder: 1 });
  for (const [order, area] of AREAS.entries()) {
    const { id: areaId } = await ensure(
      'land-areas',
      { name: area.name.en },
      { name: area.name, description: area.description, color: area.color, displayOrder: order + 1 },
    );
    for (const [i, [x, y]] of area.spots.entries()) {
      const n = i + 1;
      const title = { en: `${area.name.en} ${n}`, fa: `${area.name.fa} ${faDigits(n)}`, tr: `${area.name.tr} ${n}` };
      const [width, height] = area.size;
      const price = String(area.price(i));
      await ensure('lands', { x, y }, { title, areaId, width, height, coinId: usdt.id, saleKind: 1, price });
    }
    if (order === 1) {
      const [x, y] = PLAZA.spot;
      const [width, height] = PLAZA.size;
      const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const { spot: _spot, size: _size, ...plaza } = PLAZA;
      await ensure(
        'lands',
        { x, y },
        { ...plaza, areaId, width, height, coinId: usdt.id, saleKind: 2, auctionEndsAt: endsAt },
      );
    }
  }

  const network = await find('blockchain-networks', { symbol: 'ERC20' });
  for (const s of SETTLERS) {
    const customer = await ensure(
      'customers',
      { username: s.username },
      { firstName: s.firstName, lastName: s.lastName, email: `${s.username}@example.com` },
    );
    const actor: Actor = onBehalfOf({
      id: customer.id as number,
      username: s.username,
      roles: ['authenticated', 'guests'],
    });
    const transactionHash = `0x${createHash('sha256').update(`demo-lands:${s.username}`).digest('hex')}`;
    const deposit = await ensure(
      'deposits',
      { transactionHash },
      { customerId: customer.id, coinId: usdt.id, blockChainNetworkId: network.id, amount: SETTLER_DEPOSIT },
    );
    if (deposit.status === 0) await crud.runAction('deposits', SYSTEM_ACTOR, String(deposit.id), 'approve', {});
    for (const [x, y] of s.buys) {
      const land = (await find('lands', { x, y }))!;
      if (land.state === 1) await crud.runAction('lands', actor, String(land.id), 'buy', { confirm: true });
    }
    const plaza = (await find('lands', { x: PLAZA.spot[0], y: PLAZA.spot[1] }))!;
    if (PLAZA_BID.by === s.username && plaza.bidCount === 0 && plaza.state === 1)
      await crud.create('land-bids', actor, { customerId: customer.id, landId: plaza.id, amount: PLAZA_BID.amount });
  }
}
