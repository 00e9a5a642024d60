/** The demo catalogue loaded on first start: one store, three languages, geography, coins, categories, products. */
import type { DemoPictureKind } from './demo-pictures.js';

export const DEMO_STORE = {
  name: 'main',
  url: 'http://localhost:3000',
  companyName: 'Saray Demo Bazaar',
  companyAddress: 'Valiasr St. 1200, Tehran',
  companyPhoneNumber: '+982100000000',
};

export const DEMO_LANGUAGES = [
  { code: 'en', locale: 'english_en', name: 'English', rtl: false, calendar: 'gregorian' },
  { code: 'fa', locale: 'persian_fa', name: 'فارسی', rtl: true, calendar: 'persian' },
  { code: 'tr', locale: 'turkish_tr', name: 'Türkçe', rtl: false, calendar: 'gregorian' },
];

export const DEMO_SETTINGS: Record<string, string> = {
  'store.name': 'Saray Demo Bazaar',
  'store.theme': 'official',
  'store.currency': 'USD',
  'customer.canchangeprofile': 'true',
  'catalog.customerscanaddproducts': 'true',
  'catalog.newproductsneedapproval': 'true',
  multilanguageenabled: 'true',
  availablelanguagesinpublic: 'en,fa,tr',
  'public.categoryfilterenabled': 'true',
  'adminform.maximumfilesize': '1048576',
  'adminform.maximumfilecount': '5',
  languages: JSON.stringify(DEMO_LANGUAGES),
};

export const DEMO_ROLES = [
  { name: 'Administrators', systemName: 'administrators' },
  { name: 'Registered', systemName: 'authenticated' },
  { name: 'Guests', systemName: 'guests' },
  // Support agents: the live chat console and its records, nothing else.
  { name: 'Support', systemName: 'support' },
];

export const DEMO_APPLICATIONS = [
  { name: 'Saray web', appVersion: '1.0', description: 'The storefront and the dashboard served by this server.' },
];

export const DEMO_COINS = [
  { symbol: 'USDT', name: 'Tether', rank: 3, decimals: 6, isPayable: true },
  { symbol: 'BTC', name: 'Bitcoin', rank: 1, decimals: 8, isPayable: true },
  { symbol: 'ETH', name: 'Ethereum', rank: 2, decimals: 18, isPayable: true },
  { symbol: 'IRR', name: 'Iranian rial', rank: 100, decimals: 0, isCoin: false, isPayable: true },
  { symbol: 'TRY', name: 'Turkish lira', rank: 101, decimals: 2, isCoin: false, isPayable: true },
];

export const DEMO_COUNTRIES = [
  {
    name: 'Iran',
    twoLetterIsoCode: 'IR',
    threeLetterIsoCode: 'IRN',
    numericIsoCode: 364,
    countryCode: '+98',
    displayOrder: 1,
  },
  {
    name: 'Türkiye',
    twoLetterIsoCode: 'TR',
    threeLetterIsoCode: 'TUR',
    numericIsoCode: 792,
    countryCode: '+90',
    displayOrder: 2,
  },
  {
    name: 'United States',
    twoLetterIsoCode: 'US',
    threeLetterIsoCode: 'USA',
    numericIsoCode: 840,
    countryCode: '+1',
    displayOrder: 3,
  },
];

export const DEMO_PROVINCES = [
  { country: 'IR', name: 'Tehran', abbreviation: 'THR', displayOrder: 1 },
  { country: 'IR', name: 'East Azerbaijan', abbreviation: 'EAZ', displayOrder: 2 },
  { country: 'TR', name: 'Istanbul', abbreviation: 'IST', displayOrder: 1 },
];

export const DEMO_CITIES = [
  { province: 'Tehran', name: 'Tehran', abbreviation: 'THR', cityCode: '021', latitude: 35.6892, longitude: 51.389 },
  {
    province: 'East Azerbaijan',
    name: 'Tabriz',
    abbreviation: 'TBZ',
    cityCode: '041',
    latitude: 38.0766,
    longitude: 46.2975,
  },
  {
    province: 'Istanbul',
    name: 'Istanbul',
    abbreviation: 'IST',
    cityCode: '212',
    latitude: 41.0082,
    longitude: 28.9784,
  },
];

/** A demo product's picture: drawn in code (demo-pictures.ts) and stored as a WebP on start. */
export interface DemoPicture {
  kind: DemoPictureKind;
  hue: number;
}

/** A demo record's name in the three languages (x-localized): the field holds English, its companions the others. */
const named = (en: string, fa: string, tr: string) => ({ name: en, name_fa: fa, name_tr: tr });

export const DEMO_PRODUCT_TYPES = [
  { ...named('Simple product', 'کالای ساده', 'Basit ürün'), kind: 1, systemKeyword: 'simple' },
  { ...named('Bundle', 'بسته', 'Paket'), kind: 2, systemKeyword: 'composite' },
  { ...named('Linked product', 'کالای مرتبط', 'Bağlantılı ürün'), kind: 3, systemKeyword: 'relational' },
];

export const DEMO_CATEGORIES = [
  { ...named('Electronics', 'کالای دیجیتال', 'Elektronik'), parent: null, displayOrder: 1 },
  { ...named('Phones', 'گوشی موبایل', 'Telefonlar'), parent: 'Electronics', displayOrder: 1 },
  { ...named('Laptops', 'لپ\u200cتاپ', 'Dizüstü bilgisayarlar'), parent: 'Electronics', displayOrder: 2 },
  { ...named('Carpets', 'فرش', 'Halılar'), parent: null, displayOrder: 2 },
  { ...named('Books', 'کتاب', 'Kitaplar'), parent: null, displayOrder: 3 },
];

export const DEMO_TAGS = ['new', 'handmade', 'bestseller'];

export const DEMO_PRODUCTS = [
  {
    sku: 'PH-1001',
    picture: { kind: 'phone', hue: 210 } as DemoPicture,
    ...named('Pardis X1 smartphone', 'گوشی هوشمند پردیس X1', 'Pardis X1 akıllı telefon'),
    category: 'Phones',
    metaKeywords: 'phone mobile گوشی موبایل telefon',
    price: '349.90',
    stockQuantity: 40,
    markAsNew: true,
  },
  {
    sku: 'PH-1002',
    picture: { kind: 'phone', hue: 265 } as DemoPicture,
    ...named('Pardis X1 Pro smartphone', 'گوشی هوشمند پردیس X1 پرو', 'Pardis X1 Pro akıllı telefon'),
    category: 'Phones',
    metaKeywords: 'phone mobile گوشی موبایل telefon',
    price: '529.00',
    oldPrice: '579.00',
    stockQuantity: 15,
  },
  {
    sku: 'LT-2001',
    picture: { kind: 'laptop', hue: 200 } as DemoPicture,
    ...named('Alborz 14 laptop', 'لپ\u200cتاپ البرز 14', 'Alborz 14 dizüstü bilgisayar'),
    category: 'Laptops',
    metaKeywords: 'laptop computer لپ\u200cتاپ رایانه bilgisayar',
    price: '899.99',
    stockQuantity: 8,
    isFeaturedProduct: true,
  },
  {
    sku: 'LT-2002',
    picture: { kind: 'workstation', hue: 185 } as DemoPicture,
    ...named('Alborz 16 workstation', 'ایستگاه کاری البرز 16', 'Alborz 16 iş istasyonu'),
    category: 'Laptops',
    metaKeywords: 'laptop computer لپ\u200cتاپ رایانه bilgisayar',
    price: '1499.00',
    stockQuantity: 3,
  },
  {
    sku: 'CP-3001',
    picture: { kind: 'carpet', hue: 355 } as DemoPicture,
    ...named('Tabriz silk carpet 2x3 m', 'فرش ابریشم تبریز 2×3 متر', 'Tebriz ipek halı 2x3 m'),
    category: 'Carpets',
    metaKeywords: 'carpet rug فرش قالی halı',
    price: '2400.00',
    stockQuantity: 2,
    showOnHomepage: true,
  },
  {
    sku: 'CP-3002',
    picture: { kind: 'rug', hue: 25 } as DemoPicture,
    ...named('Kashan wool rug 1x1.5 m', 'قالیچهٔ پشمی کاشان 1×1.5 متر', 'Kaşan yün halı 1x1,5 m'),
    category: 'Carpets',
    metaKeywords: 'carpet rug فرش قالی halı',
    price: '310.50',
    stockQuantity: 12,
  },
  {
    sku: 'CP-3003',
    picture: { kind: 'prayerrug', hue: 145 } as DemoPicture,
    ...named('Isfahan prayer rug', 'سجادهٔ اصفهان', 'İsfahan seccadesi'),
    category: 'Carpets',
    metaKeywords: 'carpet rug فرش قالی halı',
    price: '185.25',
    stockQuantity: 20,
    showOnHomepage: true,
  },
  {
    sku: 'BK-4001',
    picture: { kind: 'book', hue: 32 } as DemoPicture,
    ...named('The Divan of Hafez (bilingual)', 'دیوان حافظ (دوزبانه)', 'Hafız Divanı (iki dilli)'),
    category: 'Books',
    metaKeywords: 'book کتاب kitap',
    price: '24.90',
    stockQuantity: 100,
  },
  {
    sku: 'BK-4002',
    picture: { kind: 'book', hue: 8 } as DemoPicture,
    ...named('Shahnameh, illustrated edition', 'شاهنامه، نسخهٔ مصور', 'Şehname, resimli baskı'),
    category: 'Books',
    metaKeywords: 'book کتاب kitap',
    price: '59.00',
    stockQuantity: 35,
    markAsNew: true,
  },
  {
    sku: 'BK-4003',
    picture: { kind: 'book', hue: 285 } as DemoPicture,
    ...named('Rumi: selected poems', 'مولوی: گزیدهٔ اشعار', 'Mevlana: seçme şiirler'),
    category: 'Books',
    metaKeywords: 'book کتاب kitap',
    price: '18.75',
    stockQuantity: 60,
  },
  {
    sku: 'EL-5001',
    picture: { kind: 'headphones', hue: 220 } as DemoPicture,
    ...named('Noise-cancelling headphones', 'هدفون با حذف نویز', 'Gürültü önleyici kulaklık'),
    category: 'Electronics',
    metaKeywords: 'electronics دیجیتال elektronik',
    price: '129.00',
    stockQuantity: 25,
  },
  {
    sku: 'EL-5002',
    picture: { kind: 'speaker', hue: 165 } as DemoPicture,
    ...named('Smart home speaker', 'بلندگوی هوشمند خانگی', 'Akıllı ev hoparlörü'),
    category: 'Electronics',
    metaKeywords: 'electronics دیجیتال elektronik',
    price: '79.99',
    oldPrice: '99.99',
    stockQuantity: 0,
  },
  {
    sku: 'BK-4004',
    picture: { kind: 'book', hue: 200 } as DemoPicture,
    ...named('Istanbul: memories and the city', 'استانبول: خاطرات و شهر', 'İstanbul: Hatıralar ve Şehir'),
    category: 'Books',
    metaKeywords: 'book کتاب kitap',
    price: '21.50',
    stockQuantity: 30,
  },
  {
    sku: 'EL-5003',
    picture: { kind: 'tablet', hue: 240 } as DemoPicture,
    ...named('Pardis Tab 12 tablet', 'تبلت پردیس تب 12', 'Pardis Tab 12 tablet'),
    category: 'Electronics',
    metaKeywords: 'electronics دیجیتال elektronik',
    price: '289.00',
    stockQuantity: 18,
  },
];

/** Payment methods: paid by hand and confirmed by an administrator, or online at the Zarinpal gateway (rials). */
export const DEMO_PAYMENT_TYPES = [
  {
    systemKeyword: 'cashondelivery',
    ...named('Card on delivery', 'پرداخت با کارت هنگام تحویل', 'Kapıda kartla ödeme'),
    paymentMethod: 1,
    allCoin: true,
    baseCoin: 'USDT',
    coins: [] as string[],
    isPublic: true,
  },
  {
    systemKeyword: 'zarinpal',
    ...named('Online payment (Zarinpal)', 'پرداخت آنلاین (زرین\u200cپال)', 'Çevrimiçi ödeme (Zarinpal)'),
    paymentMethod: 1,
    allCoin: false,
    baseCoin: 'IRR',
    coins: ['IRR'],
    isExternalProcess: true,
    isPublic: true,
  },
];

export const DEMO_SHIPMENT_TYPES = [
  { systemKeyword: 'post', ...named('Standard post', 'پست عادی', 'Standart posta'), baseCoin: 'USDT', price: '4.90' },
];

export const DEMO_TAX_RATES = [
  { country: 'IR', name: 'VAT', rate: '10' },
  { country: 'TR', name: 'KDV', rate: '20' },
];

export const DEMO_WAREHOUSE = 'Main warehouse';

/** The pairs of Saray's own exchange: price steps in the quote coin, quantity steps in the base coin. */
export const DEMO_MARKETS = [
  {
    symbol: 'BTCUSDT',
    base: 'BTC',
    quote: 'USDT',
    tickSize: '0.01',
    lotSize: '0.00001',
    minNotional: '5',
    displayOrder: 1,
  },
  {
    symbol: 'ETHUSDT',
    base: 'ETH',
    quote: 'USDT',
    tickSize: '0.01',
    lotSize: '0.0001',
    minNotional: '5',
    displayOrder: 2,
  },
];

/** Staking plans of the exchange's coins: days locked and the yearly rate earned for them. */
export const DEMO_STAKING_PLANS = [
  {
    name: 'USDT 30 days',
    coin: 'USDT',
    durationDays: 30,
    aprPercent: '8',
    minAmount: '10',
    maxAmount: '100000',
    displayOrder: 1,
  },
  { name: 'BTC 90 days', coin: 'BTC', durationDays: 90, aprPercent: '4', minAmount: '0.001', displayOrder: 2 },
];

/**
 * Chains with their token networks (by the symbols the explorers and address checks know). A network's fee is taken
 * in the coin withdrawn when that coin's contract names none: a stablecoin-sized default; every demo contract names
 * its own.
 */
export const DEMO_BLOCKCHAINS = [
  { name: 'Ethereum', networks: [{ name: 'Ethereum (ERC20)', symbol: 'ERC20', fee: '5' }] },
  { name: 'BNB Smart Chain', networks: [{ name: 'BNB Smart Chain (BEP20)', symbol: 'BEP20', fee: '0.5' }] },
  { name: 'Tron', networks: [{ name: 'Tron (TRC20)', symbol: 'TRC20', fee: '1' }] },
];

/**
 * Where the demo coins move: each coin's contract on a network (ETH is Ethereum's own coin, so it names none; BTC
 * moves on BEP20 as the BTCB token), the token's decimals and the withdrawal fee in the coin.
 */
export const DEMO_COIN_CONTRACTS = [
  {
    coin: 'USDT',
    network: 'ERC20',
    smartContractId: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    decimals: 6,
    fee: '5',
  },
  {
    coin: 'USDT',
    network: 'BEP20',
    smartContractId: '0x55d398326f99059fF775485246999027B3197955',
    decimals: 18,
    fee: '0.5',
  },
  { coin: 'USDT', network: 'TRC20', smartContractId: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6, fee: '1' },
  { coin: 'ETH', network: 'ERC20', decimals: 18, fee: '0.002' },
  {
    coin: 'BTC',
    network: 'BEP20',
    smartContractId: '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c',
    decimals: 18,
    fee: '0.00001',
  },
];

export const DEMO_STOCK_OPERATIONS = [
  { name: 'Sale', entityName: 'ProductOrder', increaseValue: -1 },
  { name: 'Purchase', entityName: 'ProductOrder', increaseValue: 1 },
];

/** The ledger each posting role uses (settings accounting.ledger.{role}). */
export const DEMO_LEDGERS = {
  cash: 'Cash and bank',
  receivable: 'Customers (receivable)',
  sales: 'Sales',
  tax: 'Tax payable',
  shipping: 'Shipping and fees income',
};

export const DEMO_ACCOUNTING_TYPES = { sales: 'Sales invoice', receipt: 'Receipt' };

/** Support: a unit tree (two units under customer service), ticket priorities and each unit's ticket categories. */
export const DEMO_UNITS = [
  { title: 'Customer service', parent: null, displayOrder: 1 },
  { title: 'Sales', parent: 'Customer service', displayOrder: 2 },
  { title: 'Technical support', parent: 'Customer service', displayOrder: 3 },
];

export const DEMO_TICKET_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'];

export const DEMO_TICKET_CATEGORIES = [
  { name: 'Orders and delivery', units: ['Sales', 'Customer service'] },
  { name: 'Payments and refunds', units: ['Sales'] },
  { name: 'Account and sign-in', units: ['Technical support', 'Customer service'] },
  { name: 'Bug report', units: ['Technical support'] },
];
