/** The demo catalogue loaded on first start: one store, three languages, geography, coins, categories, products. */
import { named } from './demo-catalogue.js';

export * from './demo-catalogue.js';

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
  'store.currency': 'USDT',
  'customer.canchangeprofile': 'true',
  // The messaging bot that sends sign-in codes, as the sign-in page names and links it.
  'signin.botname': '@SarayDemoBot',
  'signin.botlink': 'https://t.me/SarayDemoBot',
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

/**
 * Simulated trading in the demo (the 'marketsimulation' task's parameters): where each market stands, and two days
 * of history made on the first run, bitcoin rising by 8 % over them and ether falling by 6 %.
 */
export const DEMO_SIMULATION = {
  markets: { BTCUSDT: { price: '64250', change: 8 }, ETHUSDT: { price: '3150', change: -6 } },
  historyHours: 48,
};

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
  {
    name: 'Ethereum',
    networks: [
      {
        name: 'Ethereum (ERC20)',
        symbol: 'ERC20',
        fee: '5',
        depositAddress: '0x5a52E96BAcdaBb82fd05763E25335261B270Efcb',
      },
    ],
  },
  {
    name: 'BNB Smart Chain',
    networks: [
      {
        name: 'BNB Smart Chain (BEP20)',
        symbol: 'BEP20',
        fee: '0.5',
        depositAddress: '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3',
      },
    ],
  },
  {
    name: 'Tron',
    networks: [
      { name: 'Tron (TRC20)', symbol: 'TRC20', fee: '1', depositAddress: 'TNaRAoLUyYEV2uF7GUrzSjRQTU8v5ZJ5VR' },
    ],
  },
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
/** The support units, titled in each language (the contact page offers them); a parent is named by its English title. */
export const DEMO_UNITS = [
  {
    title: { en: 'Customer service', fa: 'خدمات مشتریان', tr: 'Müşteri hizmetleri' },
    parent: null,
    displayOrder: 1,
  },
  { title: { en: 'Sales', fa: 'فروش', tr: 'Satış' }, parent: 'Customer service', displayOrder: 2 },
  {
    title: { en: 'Technical support', fa: 'پشتیبانی فنی', tr: 'Teknik destek' },
    parent: 'Customer service',
    displayOrder: 3,
  },
];

export const DEMO_TICKET_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'];
/** The priority of messages from the contact page (the contact.priority setting). */
export const DEMO_CONTACT_PRIORITY = 'Normal';

export const DEMO_TICKET_CATEGORIES = [
  { name: 'Orders and delivery', units: ['Sales', 'Customer service'] },
  { name: 'Payments and refunds', units: ['Sales'] },
  { name: 'Account and sign-in', units: ['Technical support', 'Customer service'] },
  { name: 'Bug report', units: ['Technical support'] },
];
