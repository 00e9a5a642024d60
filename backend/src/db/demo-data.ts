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
  /** The hues of the gallery's other pictures: the same product in its other colours. */
  more?: number[];
}

/** A demo record's name in the three languages (x-localized): the field holds English, its companions the others. */
const named = (en: string, fa: string, tr: string) => ({ name: en, name_fa: fa, name_tr: tr });

/** A demo product's description in the three languages: plain text, stored as the description and its companions. */
const described = (en: string, fa: string, tr: string) => ({ description: en, description_fa: fa, description_tr: tr });

export const DEMO_PRODUCT_TYPES = [
  { ...named('Simple product', 'کالای ساده', 'Basit ürün'), kind: 1, systemKeyword: 'simple' },
  { ...named('Bundle', 'بسته', 'Paket'), kind: 2, systemKeyword: 'composite' },
  { ...named('Linked product', 'کالای مرتبط', 'Bağlantılı ürün'), kind: 3, systemKeyword: 'relational' },
];

/** The shop's categories, each with a picture of what it holds for its tile in the category list. */
export const DEMO_CATEGORIES = [
  {
    ...named('Electronics', 'کالای دیجیتال', 'Elektronik'),
    parent: null,
    displayOrder: 1,
    picture: { kind: 'headphones', hue: 195 } as DemoPicture,
  },
  {
    ...named('Phones', 'گوشی موبایل', 'Telefonlar'),
    parent: 'Electronics',
    displayOrder: 1,
    picture: { kind: 'phone', hue: 150 } as DemoPicture,
  },
  {
    ...named('Laptops', 'لپ\u200cتاپ', 'Dizüstü bilgisayarlar'),
    parent: 'Electronics',
    displayOrder: 2,
    picture: { kind: 'laptop', hue: 30 } as DemoPicture,
  },
  {
    ...named('Carpets', 'فرش', 'Halılar'),
    parent: null,
    displayOrder: 2,
    picture: { kind: 'carpet', hue: 220 } as DemoPicture,
  },
  {
    ...named('Books', 'کتاب', 'Kitaplar'),
    parent: null,
    displayOrder: 3,
    picture: { kind: 'book', hue: 120 } as DemoPicture,
  },
  {
    ...named('Cameras', 'دوربین عکاسی', 'Fotoğraf makineleri'),
    parent: 'Electronics',
    displayOrder: 3,
    picture: { kind: 'camera', hue: 300 } as DemoPicture,
  },
  {
    ...named('Home & kitchen', 'خانه و آشپزخانه', 'Ev ve mutfak'),
    parent: null,
    displayOrder: 4,
    picture: { kind: 'cushion', hue: 45 } as DemoPicture,
  },
  {
    ...named('Tea & tableware', 'چای و ظروف پذیرایی', 'Çay ve sofra ürünleri'),
    parent: 'Home & kitchen',
    displayOrder: 1,
    picture: { kind: 'teapot', hue: 170 } as DemoPicture,
  },
  {
    ...named('Lighting & decor', 'روشنایی و دکوراسیون', 'Aydınlatma ve dekorasyon'),
    parent: 'Home & kitchen',
    displayOrder: 2,
    picture: { kind: 'lamp', hue: 55 } as DemoPicture,
  },
  {
    ...named('Fashion', 'مد و پوشاک', 'Moda'),
    parent: null,
    displayOrder: 5,
    picture: { kind: 'watch', hue: 330 } as DemoPicture,
  },
  {
    ...named('Scarves & accessories', 'شال و اکسسوری', 'Eşarp ve aksesuarlar'),
    parent: 'Fashion',
    displayOrder: 1,
    picture: { kind: 'scarf', hue: 260 } as DemoPicture,
  },
  {
    ...named('Stationery', 'نوشت\u200cافزار', 'Kırtasiye'),
    parent: null,
    displayOrder: 6,
    picture: { kind: 'notebook', hue: 95 } as DemoPicture,
  },
];

export const DEMO_TAGS = ['new', 'handmade', 'bestseller'];

export const DEMO_PRODUCTS = [
  {
    sku: 'PH-1001',
    picture: { kind: 'phone', hue: 210, more: [150, 20] } as DemoPicture,
    ...named('Pardis X1 smartphone', 'گوشی هوشمند پردیس X1', 'Pardis X1 akıllı telefon'),
    ...described(
      'A slim smartphone with a 6.1-inch OLED screen, 256 GB of storage and a battery that lasts a full day. Dual SIM, with a 50 MP main camera that keeps photos sharp in low light.',
      'گوشی باریک با نمایشگر ۶٫۱ اینچی OLED، ۲۵۶ گیگابایت حافظه و باتری\u200cای که یک روز کامل دوام می\u200cآورد. دو سیم\u200cکارته است و دوربین اصلی ۵۰ مگاپیکسلی\u200cاش در نور کم هم عکس\u200cهای واضح می\u200cگیرد.',
      '6,1 inç OLED ekranı, 256 GB depolama alanı ve gün boyu dayanan bataryasıyla ince bir akıllı telefon. Çift SIM destekler; 50 MP ana kamerası düşük ışıkta da net fotoğraflar çeker.',
    ),
    category: 'Phones',
    metaKeywords: 'phone mobile گوشی موبایل telefon',
    price: '349.90',
    stockQuantity: 40,
    markAsNew: true,
  },
  {
    sku: 'PH-1002',
    showOnHomepage: true,
    picture: { kind: 'phone', hue: 265, more: [0] } as DemoPicture,
    ...named('Pardis X1 Pro smartphone', 'گوشی هوشمند پردیس X1 پرو', 'Pardis X1 Pro akıllı telefon'),
    ...described(
      'The X1 with a larger 6.7-inch screen, a triple camera with 3x optical zoom and 65 W fast charging. Its aluminium frame and matte glass back are water and dust resistant (IP68).',
      'همان X1 با نمایشگر بزرگ\u200cتر ۶٫۷ اینچی، دوربین سه\u200cگانه با زوم اپتیکال ۳ برابر و شارژ سریع ۶۵ واتی. بدنهٔ آلومینیومی و قاب پشتی شیشه\u200cای مات آن در برابر آب و گرد و غبار مقاوم است (IP68).',
      'X1 modelinin 6,7 inç ekranlı, 3x optik yakınlaştırmalı üçlü kameralı ve 65 W hızlı şarjlı büyük sürümü. Alüminyum çerçevesi ve mat cam arka kapağı suya ve toza dayanıklıdır (IP68).',
    ),
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
    ...described(
      'A 14-inch laptop weighing 1.3 kg, with an 8-core processor, 16 GB of RAM and a 1 TB SSD. Its backlit keyboard carries English, Persian and Turkish letters.',
      'لپ\u200cتاپ ۱۴ اینچی به وزن ۱٫۳ کیلوگرم با پردازندهٔ ۸ هسته\u200cای، ۱۶ گیگابایت رم و حافظهٔ SSD یک ترابایتی. صفحه\u200cکلید نوردار آن حروف انگلیسی، فارسی و ترکی را با هم دارد.',
      'Sekiz çekirdekli işlemcisi, 16 GB belleği ve 1 TB SSD depolama alanıyla 1,3 kg ağırlığında, 14 inçlik bir dizüstü bilgisayar. Arkadan aydınlatmalı klavyesinde İngilizce, Farsça ve Türkçe harfler bir arada.',
    ),
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
    ...described(
      'A 16-inch mobile workstation for 3D, video and code: a 16-core processor, 64 GB of RAM, a dedicated graphics card and a 2 TB SSD. Two Thunderbolt ports drive a pair of 4K displays.',
      'ایستگاه کاری همراه ۱۶ اینچی برای کار سه\u200cبعدی، تدوین ویدیو و برنامه\u200cنویسی: پردازندهٔ ۱۶ هسته\u200cای، ۶۴ گیگابایت رم، کارت گرافیک مجزا و حافظهٔ SSD دو ترابایتی. دو درگاه Thunderbolt آن دو نمایشگر 4K را هم\u200cزمان راه می\u200cاندازند.',
      '3B tasarım, video ve yazılım için 16 inçlik mobil iş istasyonu: 16 çekirdekli işlemci, 64 GB RAM, ayrı ekran kartı ve 2 TB SSD. İki Thunderbolt bağlantı noktası iki adet 4K ekranı aynı anda sürer.',
    ),
    category: 'Laptops',
    metaKeywords: 'laptop computer لپ\u200cتاپ رایانه bilgisayar',
    price: '1499.00',
    stockQuantity: 3,
  },
  {
    sku: 'CP-3001',
    picture: { kind: 'carpet', hue: 355 } as DemoPicture,
    ...named('Tabriz silk carpet 2x3 m', 'فرش ابریشم تبریز 2×3 متر', 'Tebriz ipek halı 2x3 m'),
    ...described(
      'Hand-knotted in Tabriz from pure silk on a silk foundation, with a central medallion on an ivory field. About 2 by 3 metres: a piece to hand down for generations.',
      'فرشی دستباف از ابریشم خالص بر چلهٔ ابریشمی، بافت تبریز، با ترنج میانی بر زمینهٔ شیری. در ابعاد حدود ۲ در ۳ متر؛ یادگاری برای نسل\u200cهای بعد.',
      'Tebrizli ustaların saf ipekle, ipek çözgü üzerine elde düğümlediği, fildişi zeminli ve orta madalyonlu bir halı. Yaklaşık 2x3 metre; kuşaktan kuşağa aktarılacak bir parça.',
    ),
    category: 'Carpets',
    metaKeywords: 'carpet rug فرش قالی halı',
    price: '2400.00',
    stockQuantity: 2,
    showOnHomepage: true,
  },
  {
    sku: 'CP-3002',
    picture: { kind: 'rug', hue: 25, more: [200, 120] } as DemoPicture,
    ...named('Kashan wool rug 1x1.5 m', 'قالیچهٔ پشمی کاشان 1×1.5 متر', 'Kaşan yün halı 1x1,5 m'),
    ...described(
      'A small Kashan rug of hand-spun wool coloured with natural dyes: deep red, navy and ivory. At 1 by 1.5 metres it suits an entrance or a bedside.',
      'قالیچه\u200cای کوچک از پشم دست\u200cریس با رنگ\u200cهای گیاهی لاکی، سرمه\u200cای و شیری، بافت کاشان. اندازهٔ ۱ در ۱٫۵ متری آن برای ورودی خانه یا کنار تخت مناسب است.',
      'El eğirmesi yünden, doğal boyalarla renklendirilmiş küçük bir Kaşan halısı: koyu kırmızı, lacivert ve fildişi. 1x1,5 metre ölçüsüyle antreye ya da yatak kenarına yakışır.',
    ),
    category: 'Carpets',
    metaKeywords: 'carpet rug فرش قالی halı',
    price: '310.50',
    stockQuantity: 12,
  },
  {
    sku: 'CP-3003',
    picture: { kind: 'prayerrug', hue: 145 } as DemoPicture,
    ...named('Isfahan prayer rug', 'سجادهٔ اصفهان', 'İsfahan seccadesi'),
    ...described(
      'A fine Isfahan prayer rug in wool and silk, its arch (mihrab) framed by floral borders. About 70 by 110 cm and light enough to fold and carry.',
      'سجاده\u200cای ظریف از پشم و ابریشم، بافت اصفهان، با محرابی که حاشیه\u200cهای گل\u200cدار آن را در بر گرفته\u200cاند. حدود ۷۰ در ۱۱۰ سانتی\u200cمتر است و آن\u200cقدر سبک که می\u200cشود تایش کرد و همراه برد.',
      'Yün ve ipekten, çiçekli bordürlerle çevrili mihraplı ince bir İsfahan seccadesi. Yaklaşık 70x110 cm; katlanıp yanınızda taşınacak kadar hafif.',
    ),
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
    ...described(
      'The complete ghazals of Hafez, the Persian text and an English verse translation on facing pages. Clothbound, 640 pages, with a note on each poem.',
      'غزلیات کامل حافظ با متن فارسی و ترجمهٔ منظوم انگلیسی در صفحه\u200cهای روبه\u200cرو. جلد پارچه\u200cای، ۶۴۰ صفحه، با یادداشتی برای هر غزل.',
      'Hafız gazellerinin tamamı; karşılıklı sayfalarda Farsça asılları ve manzum İngilizce çevirileriyle. Bez ciltli, 640 sayfa, her gazel için bir notla.',
    ),
    category: 'Books',
    metaKeywords: 'book کتاب kitap',
    price: '24.90',
    stockQuantity: 100,
  },
  {
    sku: 'BK-4002',
    picture: { kind: 'book', hue: 8 } as DemoPicture,
    ...named('Shahnameh, illustrated edition', 'شاهنامه، نسخهٔ مصور', 'Şehname, resimli baskı'),
    ...described(
      'Ferdowsi’s epic of the kings of Iran in a large-format edition, with more than 80 colour reproductions of Persian miniatures. Printed on heavy matte paper and sewn so that it opens flat.',
      'حماسهٔ فردوسی دربارهٔ پادشاهان ایران در قطع بزرگ، با بیش از ۸۰ نگارهٔ رنگی از نسخه\u200cهای خطی. روی کاغذ مات ضخیم چاپ و با صحافی دوخت آماده شده تا کاملاً باز شود.',
      'Firdevsi’nin İran şahlarını anlatan destanı; büyük boy baskıda, 80’i aşkın renkli minyatür röprodüksiyonuyla. Kalın mat kâğıda basılmış, düz açılan dikişli ciltle.',
    ),
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
    ...described(
      'A pocket selection of Rumi’s ghazals and passages from the Masnavi, with a short introduction to his life in Konya. Paperback, 224 pages.',
      'گزیده\u200cای جیبی از غزلیات شمس و بخش\u200cهایی از مثنوی معنوی، با درآمدی کوتاه بر زندگی مولانا در قونیه. جلد شومیز، ۲۲۴ صفحه.',
      'Mevlana’nın gazellerinden ve Mesnevi’den seçilmiş parçalar, Konya’daki hayatına dair kısa bir girişle. Cep boy, karton kapak, 224 sayfa.',
    ),
    category: 'Books',
    metaKeywords: 'book کتاب kitap',
    price: '18.75',
    stockQuantity: 60,
  },
  {
    sku: 'EL-5001',
    picture: { kind: 'headphones', hue: 220 } as DemoPicture,
    ...named('Noise-cancelling headphones', 'هدفون با حذف نویز', 'Gürültü önleyici kulaklık'),
    ...described(
      'Over-ear wireless headphones with active noise cancelling and up to 30 hours of battery. Memory-foam ear cushions and a folding band keep them comfortable on long flights.',
      'هدفون بی\u200cسیم روگوشی با حذف فعال نویز و تا ۳۰ ساعت شارژدهی. بالشتک\u200cهای مموری\u200cفوم و دستهٔ تاشو آن را برای پروازهای طولانی هم راحت می\u200cکند.',
      'Aktif gürültü önleme özellikli, 30 saate kadar pil ömrü sunan kulak çevreleyen kablosuz kulaklık. Hafızalı köpük pedleri ve katlanır bandı sayesinde uzun uçuşlarda bile rahat.',
    ),
    category: 'Electronics',
    metaKeywords: 'electronics دیجیتال elektronik',
    price: '129.00',
    stockQuantity: 25,
  },
  {
    sku: 'EL-5002',
    picture: { kind: 'speaker', hue: 165 } as DemoPicture,
    ...named('Smart home speaker', 'بلندگوی هوشمند خانگی', 'Akıllı ev hoparlörü'),
    ...described(
      'A compact speaker with 360° sound and a built-in voice assistant that understands English, Persian and Turkish. It plays music over Wi-Fi and Bluetooth and switches your smart lights.',
      'بلندگوی جمع\u200cوجور با صدای ۳۶۰ درجه و دستیار صوتی داخلی که انگلیسی، فارسی و ترکی را می\u200cفهمد. موسیقی را از طریق Wi-Fi و بلوتوث پخش می\u200cکند و چراغ\u200cهای هوشمند خانه را هم خاموش و روشن می\u200cکند.',
      '360° ses veren, İngilizce, Farsça ve Türkçe anlayan yerleşik sesli asistanlı kompakt hoparlör. Wi-Fi ve Bluetooth üzerinden müzik çalar, akıllı lambalarınızı da açıp kapatır.',
    ),
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
    ...described(
      'A memoir of growing up in Istanbul in the 1950s and 60s, told through the city’s streets, ferries and old photographs. Paperback, 384 pages, with black-and-white plates.',
      'خاطرات کودکی و جوانی در استانبول دهه\u200cهای ۱۹۵۰ و ۱۹۶۰، روایت\u200cشده از میان خیابان\u200cها، کشتی\u200cهای مسافربری و عکس\u200cهای قدیمی شهر. جلد شومیز، ۳۸۴ صفحه، با عکس\u200cهای سیاه\u200cوسفید.',
      '1950’ler ve 60’larda İstanbul’da büyümenin hatıraları; şehrin sokakları, vapurları ve eski fotoğrafları üzerinden anlatılıyor. Karton kapak, 384 sayfa, siyah-beyaz fotoğraflarla.',
    ),
    category: 'Books',
    metaKeywords: 'book کتاب kitap',
    price: '21.50',
    stockQuantity: 30,
  },
  {
    sku: 'EL-5003',
    picture: { kind: 'tablet', hue: 240 } as DemoPicture,
    ...named('Pardis Tab 12 tablet', 'تبلت پردیس تب 12', 'Pardis Tab 12 tablet'),
    ...described(
      'A 12-inch tablet with a sharp 2.8K screen and four speakers; a magnetic keyboard cover is sold separately. Good for reading, drawing with a stylus and watching films.',
      'تبلت ۱۲ اینچی با نمایشگر شفاف 2.8K و چهار بلندگو؛ قاب کیبورد مغناطیسی جداگانه فروخته می\u200cشود. برای مطالعه، طراحی با قلم و تماشای فیلم مناسب است.',
      '2,8K keskin ekranlı, dört hoparlörlü 12 inç tablet; manyetik klavyeli kılıfı ayrı satılır. Okumak, kalemle çizim yapmak ve film izlemek için ideal.',
    ),
    category: 'Electronics',
    metaKeywords: 'electronics دیجیتال elektronik',
    price: '289.00',
    stockQuantity: 18,
  },
  {
    sku: 'PH-1003',
    picture: { kind: 'phone', hue: 20 } as DemoPicture,
    ...named('Pardis A5 smartphone', 'گوشی هوشمند پردیس A5', 'Pardis A5 akıllı telefon'),
    ...described(
      'An affordable everyday phone with a 6.5-inch screen, a 5000 mAh battery and a memory card slot. Its plain menus and large type suit first-time smartphone users.',
      'گوشی اقتصادی برای استفادهٔ روزمره با نمایشگر ۶٫۵ اینچی، باتری ۵۰۰۰ میلی\u200cآمپرساعتی و شیار کارت حافظه. منوهای ساده و قلم درشت آن برای کسانی که تازه با گوشی هوشمند کار می\u200cکنند مناسب است.',
      '6,5 inç ekranlı, 5000 mAh bataryalı ve hafıza kartı yuvalı, uygun fiyatlı bir günlük telefon. Sade menüleri ve büyük yazıları, akıllı telefonla yeni tanışanlar için biçilmiş kaftan.',
    ),
    category: 'Phones',
    metaKeywords: 'phone mobile گوشی موبایل telefon',
    price: '189.00',
    stockQuantity: 60,
  },
  {
    sku: 'LT-2003',
    picture: { kind: 'laptop', hue: 140 } as DemoPicture,
    ...named('Alborz 13 Air laptop', 'لپ\u200cتاپ البرز 13 ایر', 'Alborz 13 Air dizüstü bilgisayar'),
    ...described(
      'A fanless 13-inch laptop, 11 mm thin and under 1 kg, that runs silently for up to 15 hours on a charge. Two USB-C ports, and a fingerprint reader in the power key.',
      'لپ\u200cتاپ ۱۳ اینچی بدون فن، به ضخامت ۱۱ میلی\u200cمتر و وزن کمتر از یک کیلوگرم، که بی\u200cصدا تا ۱۵ ساعت با یک بار شارژ کار می\u200cکند. دو درگاه USB-C دارد و حسگر اثر انگشتش در دکمهٔ روشن\u200cکردن جا گرفته است.',
      '11 mm inceliğinde, 1 kg’ın altında, fansız 13 inç dizüstü bilgisayar; tek şarjla 15 saate kadar sessizce çalışır. İki USB-C bağlantı noktası ve güç tuşuna yerleştirilmiş parmak izi okuyucusu vardır.',
    ),
    category: 'Laptops',
    metaKeywords: 'laptop computer لپ\u200cتاپ رایانه bilgisayar',
    price: '749.00',
    oldPrice: '829.00',
    stockQuantity: 11,
  },
  {
    sku: 'EL-5004',
    picture: { kind: 'watch', hue: 195 } as DemoPicture,
    ...named('Pardis Watch S smartwatch', 'ساعت هوشمند پردیس واچ S', 'Pardis Watch S akıllı saat'),
    ...described(
      'A light smartwatch with a 1.4-inch AMOLED display, heart-rate and sleep tracking and built-in GPS for runs. Water resistant to 50 m; a charge lasts about a week.',
      'ساعت هوشمند سبک با نمایشگر ۱٫۴ اینچی AMOLED، پایش ضربان قلب و خواب و GPS داخلی برای دویدن. تا عمق ۵۰ متر ضدآب است و هر بار شارژ حدود یک هفته دوام می\u200cآورد.',
      '1,4 inç AMOLED ekranlı, nabız ve uyku takibi yapan, koşular için dahili GPS’li hafif akıllı saat. 50 metreye kadar suya dayanıklıdır; bir şarjla yaklaşık bir hafta kullanılır.',
    ),
    category: 'Electronics',
    metaKeywords: 'smartwatch watch electronics ساعت هوشمند دیجیتال akıllı saat elektronik',
    price: '159.00',
    stockQuantity: 22,
    markAsNew: true,
  },
  {
    sku: 'CM-7001',
    showOnHomepage: true,
    picture: { kind: 'camera', hue: 30 } as DemoPicture,
    ...named('Damavand M50 mirrorless camera', 'دوربین بدون آینهٔ دماوند M50', 'Damavand M50 aynasız fotoğraf makinesi'),
    ...described(
      'A 24 MP mirrorless camera with a 15–45 mm kit lens, a flip-out touchscreen and 4K video. Light enough to carry all day.',
      'دوربین بدون آینهٔ ۲۴ مگاپیکسلی با لنز کیت ۱۵ تا ۴۵ میلی\u200cمتری، نمایشگر لمسی چرخان و فیلم\u200cبرداری 4K. آن\u200cقدر سبک است که می\u200cشود تمام روز همراهش داشت.',
      '15–45 mm kit objektifli, döner dokunmatik ekranlı ve 4K video çeken 24 MP aynasız fotoğraf makinesi. Gün boyu yanınızda taşıyabileceğiniz kadar hafif.',
    ),
    category: 'Cameras',
    metaKeywords: 'camera photo دوربین عکاسی kamera fotoğraf makinesi',
    price: '649.00',
    stockQuantity: 7,
    isFeaturedProduct: true,
  },
  {
    sku: 'CM-7002',
    picture: { kind: 'camera', hue: 330 } as DemoPicture,
    ...named('Damavand instant film camera', 'دوربین چاپ فوری دماوند', 'Damavand şipşak fotoğraf makinesi'),
    ...described(
      'Point, shoot and hold a credit-card-sized print a minute later. Automatic exposure, a selfie mirror and a built-in flash; it takes standard mini instant film.',
      'عکس بگیرید و یک دقیقه بعد چاپش را به اندازهٔ یک کارت بانکی در دست داشته باشید. نوردهی خودکار، آینهٔ سلفی و فلاش داخلی دارد و با فیلم\u200cهای استاندارد مینی کار می\u200cکند.',
      'Çekin ve bir dakika sonra kredi kartı boyutundaki baskınızı elinize alın. Otomatik pozlama, özçekim aynası ve dahili flaş; standart mini şipşak film kullanır.',
    ),
    category: 'Cameras',
    metaKeywords: 'camera photo instant دوربین عکاسی چاپ فوری kamera fotoğraf makinesi şipşak',
    price: '84.50',
    stockQuantity: 26,
    markAsNew: true,
  },
  {
    sku: 'CM-7003',
    picture: { kind: 'camera', hue: 100 } as DemoPicture,
    ...named('Damavand 4K action camera', 'دوربین ورزشی دماوند 4K', 'Damavand 4K aksiyon kamerası'),
    ...described(
      'A tough little camera that films 4K at 60 frames a second and is waterproof to 10 m without a case. Comes with a helmet mount, a handlebar clip and two batteries.',
      'دوربین کوچک و مقاومی که با ۶۰ فریم در ثانیه فیلم 4K می\u200cگیرد و بدون قاب تا عمق ۱۰ متر ضدآب است. همراه با پایهٔ کلاه ایمنی، گیرهٔ فرمان دوچرخه و دو باتری.',
      'Saniyede 60 karede 4K video çeken, kılıfsız 10 metreye kadar suya dayanıklı, küçük ve sağlam bir kamera. Kask bağlantısı, gidon kelepçesi ve iki pille birlikte gelir.',
    ),
    category: 'Cameras',
    metaKeywords: 'camera action video دوربین ورزشی فیلم\u200cبرداری kamera aksiyon',
    price: '119.00',
    oldPrice: '149.00',
    stockQuantity: 0,
  },
  {
    sku: 'HK-6001',
    picture: { kind: 'cushion', hue: 15, more: [300] } as DemoPicture,
    ...named('Kerman wool kilim cushion', 'کوسن گلیمی پشمی کرمان', 'Kirman yün kilim kırlent'),
    ...described(
      'A 45 × 45 cm cushion cover flat-woven from wool in Kerman, in madder red and indigo, with a cotton back and a hidden zip. Sold with its insert.',
      'رویهٔ کوسن ۴۵ در ۴۵ سانتی\u200cمتری که در کرمان از پشم، گلیم\u200cبافی شده؛ به رنگ\u200cهای روناسی و نیلی، با پشت نخی و زیپ مخفی. همراه با بالشتک داخلی فروخته می\u200cشود.',
      'Kirman’da yünden dokunmuş, kök boya kırmızısı ve çivit mavisi renklerinde 45x45 cm kilim kırlent kılıfı; arkası pamuklu, fermuarı gizli. İç yastığıyla birlikte satılır.',
    ),
    category: 'Home & kitchen',
    metaKeywords: 'cushion kilim home کوسن گلیم خانه kırlent kilim ev',
    price: '42.00',
    stockQuantity: 30,
  },
  {
    sku: 'HK-6002',
    picture: { kind: 'cushion', hue: 345 } as DemoPicture,
    ...named('Yazd termeh brocade cushion', 'کوسن ترمهٔ یزد', 'Yezd termeh brokar kırlent'),
    ...described(
      'A cushion faced with termeh, the Yazd brocade woven with paisley patterns in gold thread on deep red. 40 × 40 cm, with a velvet back.',
      'کوسنی با رویهٔ ترمه، پارچهٔ زربفت یزد، با نقش بته\u200cجقه به رنگ طلایی بر زمینهٔ لاکی. ۴۰ در ۴۰ سانتی\u200cمتر، با پشت مخمل.',
      'Yüzü, Yezd’in koyu kırmızı zemine altın iplikle şal deseni dokunan brokarı termehle kaplı kırlent. 40x40 cm, arkası kadife.',
    ),
    category: 'Home & kitchen',
    metaKeywords: 'cushion termeh home کوسن ترمه خانه kırlent termeh ev',
    price: '36.50',
    stockQuantity: 18,
  },
  {
    sku: 'HK-6003',
    picture: { kind: 'cushion', hue: 280 } as DemoPicture,
    ...named('Tabriz silk floor cushion', 'پشتی ابریشمی تبریز', 'Tebriz ipek yer minderi'),
    ...described(
      'A firm traditional floor cushion (poshti) covered in silk woven in Tabriz and stuffed with cotton, to lean against when sitting on the floor. 60 × 40 cm.',
      'پشتی سنتی و سفت با رویهٔ ابریشمی بافت تبریز و پر از پنبه، برای تکیه\u200cدادن هنگام نشستن روی زمین. ۶۰ در ۴۰ سانتی\u200cمتر.',
      'Tebriz’de dokunmuş ipekle kaplı, pamuk dolgulu, yere oturulduğunda sırt dayamak için geleneksel sert minder. 60x40 cm.',
    ),
    category: 'Home & kitchen',
    metaKeywords: 'cushion floor home پشتی کوسن خانه minder yastık ev',
    price: '68.00',
    stockQuantity: 9,
  },
  {
    sku: 'HK-6101',
    showOnHomepage: true,
    picture: { kind: 'teapot', hue: 25 } as DemoPicture,
    ...named('Isfahan copper teapot', 'قوری مسی اصفهان', 'İsfahan bakır demlik'),
    ...described(
      'Hand-hammered in Isfahan from thick copper and tinned inside, with a brass knob and a heat-proof handle. It holds 1 litre, enough for six glasses of tea.',
      'قوری\u200cای از مس ضخیم که در اصفهان با چکش شکل گرفته و داخلش سفیدگری شده، با دستگیرهٔ برنجی روی درپوش و دستهٔ نسوز. گنجایش آن یک لیتر است؛ به اندازهٔ شش استکان چای.',
      'İsfahan’da kalın bakırdan elde dövülmüş, içi kalaylı, pirinç tepelikli ve ısıya dayanıklı saplı demlik. 1 litre alır; altı bardak çaya yeter.',
    ),
    category: 'Tea & tableware',
    metaKeywords: 'tea teapot copper چای قوری مس çay demlik bakır',
    price: '54.00',
    stockQuantity: 24,
    isFeaturedProduct: true,
  },
  {
    sku: 'HK-6102',
    picture: { kind: 'teapot', hue: 180 } as DemoPicture,
    ...named(
      'Lalejin turquoise ceramic teapot',
      'قوری سرامیکی فیروزه\u200cای لالجین',
      'Lalecin turkuaz seramik demlik',
    ),
    ...described(
      'Glazed in the deep turquoise Lalejin potters are known for, this stoneware teapot keeps tea hot and brews it evenly. 800 ml, dishwasher safe.',
      'قوری سفالی با لعاب فیروزه\u200cای پررنگی که سفالگران لالجین به آن شهرت دارند؛ چای را گرم نگه می\u200cدارد و یکنواخت دم می\u200cکشد. گنجایش ۸۰۰ میلی\u200cلیتر، قابل شستشو در ماشین ظرف\u200cشویی.',
      'Lalecinli çömlekçilerin ünlü koyu turkuaz sırıyla kaplı bu taş seramik demlik, çayı sıcak tutar ve eşit demler. 800 ml, bulaşık makinesinde yıkanabilir.',
    ),
    category: 'Tea & tableware',
    metaKeywords: 'tea teapot ceramic چای قوری سرامیک çay demlik seramik',
    price: '29.90',
    stockQuantity: 40,
  },
  {
    sku: 'HK-6103',
    picture: { kind: 'teapot', hue: 210 } as DemoPicture,
    ...named('Rize stainless steel double teapot', 'کتری و قوری دوطبقهٔ استیل ریزه', 'Rize paslanmaz çelik çaydanlık'),
    ...described(
      'The Turkish two-tier teapot: boil water in the 2-litre kettle below and brew in the 1-litre pot on top. Brushed stainless steel, for gas, electric and induction hobs.',
      'کتری و قوری دوطبقهٔ ترکی: آب در کتری ۲ لیتری پایین می\u200cجوشد و چای در قوری یک\u200cلیتری بالا دم می\u200cکشد. از استیل ضدزنگ مات، مناسب اجاق گاز، برقی و القایی.',
      'Klasik iki katlı çaydanlık: suyu alttaki 2 litrelik güğümde kaynatın, çayı üstteki 1 litrelik demlikte demleyin. Mat paslanmaz çelik; gazlı, elektrikli ve indüksiyonlu ocaklara uygun.',
    ),
    category: 'Tea & tableware',
    metaKeywords: 'tea teapot kettle چای قوری کتری çay çaydanlık demlik',
    price: '46.00',
    oldPrice: '58.00',
    stockQuantity: 15,
  },
  {
    sku: 'LD-6201',
    picture: { kind: 'lamp', hue: 35, more: [90, 240] } as DemoPicture,
    ...named('Isfahan pierced copper table lamp', 'آباژور مسی مشبک اصفهان', 'İsfahan oymalı bakır masa lambası'),
    ...described(
      'A table lamp whose copper shade is pierced by hand in Isfahan, scattering star patterns across the walls. 45 cm tall, E27 bulb, with a fabric-covered cable.',
      'آباژوری که کلاهک مسی\u200cاش در اصفهان با دست مشبک\u200cکاری شده و نقش ستاره\u200cها را روی دیوار می\u200cپاشد. ارتفاع ۴۵ سانتی\u200cمتر، سرپیچ E27، با سیم روکش پارچه\u200cای.',
      'Bakır başlığı İsfahan’da elle oyulmuş, duvarlara yıldız desenleri saçan masa lambası. 45 cm yüksekliğinde, E27 duylu, kumaş kaplı kablolu.',
    ),
    category: 'Lighting & decor',
    metaKeywords: 'lamp lighting copper چراغ آباژور مس lamba aydınlatma bakır',
    price: '89.00',
    stockQuantity: 14,
  },
  {
    sku: 'LD-6202',
    picture: { kind: 'lamp', hue: 300 } as DemoPicture,
    ...named('Ottoman mosaic glass hanging lamp', 'چراغ آویز شیشه\u200cای موزاییکی عثمانی', 'Osmanlı mozaik cam avize'),
    ...described(
      'Hundreds of pieces of coloured glass set by hand into a brass globe, in the style of the Grand Bazaar lamp makers. 25 cm across, hung on a 1 m adjustable chain.',
      'صدها تکه شیشهٔ رنگی که با دست روی گویی برنجی نشانده شده\u200cاند، به سبک چراغ\u200cسازان بازارهای سرپوشیدهٔ عثمانی. قطر ۲۵ سانتی\u200cمتر، با زنجیر یک\u200cمتری قابل تنظیم.',
      'Kapalıçarşı lambacılarının üslubunda, pirinç bir küreye elle yerleştirilmiş yüzlerce renkli cam parçası. 25 cm çapında, 1 m ayarlanabilir zincirle asılır.',
    ),
    category: 'Lighting & decor',
    metaKeywords: 'lamp lighting mosaic چراغ آویز موزاییک lamba avize mozaik',
    price: '74.50',
    stockQuantity: 20,
    markAsNew: true,
  },
  {
    sku: 'LD-6203',
    showOnHomepage: true,
    picture: { kind: 'vase', hue: 200 } as DemoPicture,
    ...named('Isfahan minakari enamel vase', 'گلدان میناکاری اصفهان', 'İsfahan mine işi vazo'),
    ...described(
      'A copper vase painted in Isfahan with minakari enamel: birds and flowers in turquoise and cobalt, fired layer by layer. 20 cm tall, signed by the artist.',
      'گلدانی مسی که در اصفهان میناکاری شده: نقش گل و مرغ با رنگ\u200cهای فیروزه\u200cای و لاجوردی که لایه\u200cبه\u200cلایه در کوره پخته شده\u200cاند. ارتفاع ۲۰ سانتی\u200cمتر، با امضای هنرمند.',
      'İsfahan’da mine sanatıyla bezenmiş bakır vazo: turkuaz ve kobalt mavisi kuş ve çiçek motifleri, kat kat fırınlanmış. 20 cm yüksekliğinde, sanatçı imzalı.',
    ),
    category: 'Lighting & decor',
    metaKeywords: 'vase decor enamel گلدان دکوراسیون میناکاری vazo dekorasyon mine',
    price: '129.00',
    oldPrice: '159.00',
    stockQuantity: 6,
    isFeaturedProduct: true,
  },
  {
    sku: 'LD-6204',
    picture: { kind: 'vase', hue: 175 } as DemoPicture,
    ...named('Lalejin turquoise ceramic vase', 'گلدان سرامیکی فیروزه\u200cای لالجین', 'Lalecin turkuaz seramik vazo'),
    ...described(
      'A wheel-thrown stoneware vase from Lalejin with a crackled turquoise glaze that pools darker at the base. 30 cm tall and watertight, for fresh or dried flowers.',
      'گلدان سفالی چرخ\u200cکاری\u200cشده از لالجین با لعاب فیروزه\u200cای ترک\u200cدار که در پایه تیره\u200cتر می\u200cشود. ارتفاع ۳۰ سانتی\u200cمتر و بدون نشتی؛ برای گل تازه یا خشک.',
      'Lalecin’de çarkta şekillendirilmiş, çatlak desenli turkuaz sırrı dibinde koyulaşan taş seramik vazo. 30 cm yüksekliğinde, su sızdırmaz; taze ya da kuru çiçekler için.',
    ),
    category: 'Lighting & decor',
    metaKeywords: 'vase decor ceramic گلدان دکوراسیون سرامیک vazo dekorasyon seramik',
    price: '38.00',
    stockQuantity: 25,
  },
  {
    sku: 'FS-8001',
    picture: { kind: 'watch', hue: 150 } as DemoPicture,
    ...named('Pasargad classic wristwatch', 'ساعت مچی کلاسیک پاسارگاد', 'Pasargad klasik kol saati'),
    ...described(
      'A 40 mm steel watch with a Japanese automatic movement, a sapphire crystal and a brown leather strap. Its dial carries Persian numerals.',
      'ساعت ۴۰ میلی\u200cمتری با بدنهٔ استیل، موتور اتوماتیک ژاپنی، شیشهٔ یاقوت کبود و بند چرمی قهوه\u200cای. اعداد صفحهٔ آن فارسی است.',
      'Japon otomatik mekanizmalı, safir camlı ve kahverengi deri kayışlı 40 mm çelik saat. Kadranında Farsça rakamlar yer alır.',
    ),
    category: 'Fashion',
    metaKeywords: 'watch wristwatch fashion ساعت مچی مد kol saati moda',
    price: '135.00',
    stockQuantity: 16,
  },
  {
    sku: 'FS-8002',
    picture: { kind: 'watch', hue: 45 } as DemoPicture,
    ...named('Pasargad gold-tone women’s watch', 'ساعت مچی زنانهٔ طلایی پاسارگاد', 'Pasargad altın rengi kadın saati'),
    ...described(
      'A slim 28 mm quartz watch in gold-tone steel with a mother-of-pearl dial and a fine mesh bracelet that adjusts without tools.',
      'ساعت کوارتز باریک ۲۸ میلی\u200cمتری از استیل طلایی\u200cرنگ با صفحهٔ صدفی و بند حصیری ظریف که بدون ابزار تنظیم می\u200cشود.',
      'Altın rengi çelikten, sedef kadranlı, 28 mm ince kuvars saat; ince hasır kordonu alet gerektirmeden ayarlanır.',
    ),
    category: 'Fashion',
    metaKeywords: 'watch wristwatch fashion ساعت مچی مد kol saati moda',
    price: '119.00',
    oldPrice: '139.00',
    stockQuantity: 10,
  },
  {
    sku: 'FS-8003',
    picture: { kind: 'watch', hue: 220 } as DemoPicture,
    ...named('Pasargad steel chronograph watch', 'ساعت مچی کرنوگراف استیل پاسارگاد', 'Pasargad çelik kronograf saat'),
    ...described(
      'A 42 mm chronograph with a stopwatch timing to a fifth of a second, a date window and a steel bracelet. Water resistant to 100 m.',
      'ساعت کرنوگراف ۴۲ میلی\u200cمتری با زمان\u200cسنجی دقیق تا یک\u200cپنجم ثانیه، نمایشگر تاریخ و بند استیل. تا عمق ۱۰۰ متر ضدآب است.',
      'Saniyenin beşte birine kadar ölçen kronometreli, tarih göstergeli ve çelik kordonlu 42 mm kronograf saat. 100 metreye kadar suya dayanıklı.',
    ),
    category: 'Fashion',
    metaKeywords: 'watch chronograph fashion ساعت مچی کرنوگراف مد kol saati kronograf moda',
    price: '189.00',
    stockQuantity: 13,
    markAsNew: true,
  },
  {
    sku: 'FS-8101',
    showOnHomepage: true,
    picture: { kind: 'scarf', hue: 340, more: [30, 190] } as DemoPicture,
    ...named('Tabriz handwoven silk scarf', 'روسری ابریشمی دستباف تبریز', 'Tebriz el dokuması ipek eşarp'),
    ...described(
      'A square scarf of pure silk woven on a hand loom in Tabriz, with a border of medallions and scrolling vines. 90 × 90 cm, with hand-rolled edges.',
      'روسری چهارگوش از ابریشم خالص که در تبریز روی دار دستی بافته شده، با حاشیهٔ ترنج و اسلیمی. ۹۰ در ۹۰ سانتی\u200cمتر، با لبه\u200cهای دست\u200cدوز.',
      'Tebriz’de el tezgâhında saf ipekten dokunmuş, madalyon ve kıvrık dal motifli bordürlü kare eşarp. 90x90 cm, kenarları elde kıvrılıp dikilmiş.',
    ),
    category: 'Scarves & accessories',
    metaKeywords: 'scarf silk fashion روسری ابریشم مد eşarp ipek moda',
    price: '64.00',
    stockQuantity: 20,
    isFeaturedProduct: true,
  },
  {
    sku: 'FS-8102',
    picture: { kind: 'scarf', hue: 30 } as DemoPicture,
    ...named('Kashan paisley wool scarf', 'شال گردن پشمی بته\u200cجقه کاشان', 'Kaşan şal desenli yün atkı'),
    ...described(
      'A warm winter scarf of soft merino wool woven in Kashan, patterned with paisley in rust and cream. 180 × 30 cm, finished with short fringes.',
      'شال گردن گرم زمستانی از پشم نرم مرینو، بافت کاشان، با نقش بته\u200cجقه به رنگ\u200cهای آجری و کرم. ۱۸۰ در ۳۰ سانتی\u200cمتر، با ریشه\u200cهای کوتاه.',
      'Kaşan’da yumuşak merinos yününden dokunmuş, kiremit ve krem renkli, şal desenli sıcak bir kışlık atkı. 180x30 cm, kısa püsküllü.',
    ),
    category: 'Scarves & accessories',
    metaKeywords: 'scarf shawl wool شال گردن پشم atkı şal yün',
    price: '28.50',
    stockQuantity: 35,
  },
  {
    sku: 'FS-8103',
    picture: { kind: 'scarf', hue: 120 } as DemoPicture,
    ...named('Bursa silk square scarf', 'روسری ابریشمی چهارگوش بورسا', 'Bursa ipek kare eşarp'),
    ...described(
      'Bursa silk twill printed with tulips and carnations in the Ottoman style. 70 × 70 cm, light enough to knot at the neck or tie to a bag.',
      'روسری چهارگوش از ابریشم جناغی بورسا با نقش لاله و میخک به سبک عثمانی. ۷۰ در ۷۰ سانتی\u200cمتر و آن\u200cقدر سبک که می\u200cشود آن را دور گردن گره زد یا به کیف بست.',
      'Bursa ipeğinden dimi kumaşa Osmanlı üslubunda lale ve karanfil deseni basılmış eşarp. 70x70 cm; boyna fular gibi bağlanacak ya da çantaya takılacak kadar hafif.',
    ),
    category: 'Scarves & accessories',
    metaKeywords: 'scarf silk fashion روسری ابریشم مد eşarp ipek moda',
    price: '49.00',
    stockQuantity: 0,
  },
  {
    sku: 'FS-8104',
    picture: { kind: 'scarf', hue: 75 } as DemoPicture,
    ...named('Isfahan qalamkar cotton scarf', 'روسری نخی قلمکار اصفهان', 'İsfahan kalemkâri pamuklu eşarp'),
    ...described(
      'A light cotton scarf block-printed by hand in Isfahan with carved wooden stamps and plant dyes. 100 × 100 cm; its colours soften with every wash.',
      'روسری نخی سبکی که در اصفهان با قالب\u200cهای چوبی کنده\u200cکاری\u200cشده و رنگ\u200cهای گیاهی، با دست قلمکار شده است. ۱۰۰ در ۱۰۰ سانتی\u200cمتر؛ رنگ\u200cهایش با هر شستشو ملایم\u200cتر می\u200cشوند.',
      'İsfahan’da oyma ahşap kalıplar ve bitkisel boyalarla elde baskı yapılmış hafif pamuklu eşarp. 100x100 cm; renkleri her yıkamada biraz daha yumuşar.',
    ),
    category: 'Scarves & accessories',
    metaKeywords: 'scarf cotton qalamkar روسری نخی قلمکار eşarp pamuk kalemkâri',
    price: '22.00',
    stockQuantity: 50,
    markAsNew: true,
  },
  {
    sku: 'ST-9001',
    showOnHomepage: true,
    picture: { kind: 'notebook', hue: 20 } as DemoPicture,
    ...named('Shiraz leather-bound notebook', 'دفترچهٔ جلد چرمی شیراز', 'Şiraz deri ciltli defter'),
    ...described(
      'A refillable A5 notebook in vegetable-tanned leather, stitched by hand in Shiraz, with 192 pages of cream dotted paper. The cover darkens beautifully with use.',
      'دفترچهٔ A5 با جلد چرم دباغی\u200cشدهٔ گیاهی که در شیراز با دست دوخته شده و ۱۹۲ صفحه کاغذ کرم نقطه\u200cچین دارد؛ برگه\u200cهایش قابل تعویض است. رنگ جلد با استفاده، زیباتر و تیره\u200cتر می\u200cشود.',
      'Şiraz’da elle dikilmiş, bitkisel tabaklanmış deri kapaklı ve iç sayfaları yenilenebilen A5 defter; 192 sayfa krem noktalı kâğıt. Kapağı kullandıkça güzelleşerek koyulaşır.',
    ),
    category: 'Stationery',
    metaKeywords: 'notebook leather stationery دفتر چرم نوشت\u200cافزار defter deri kırtasiye',
    price: '19.50',
    stockQuantity: 70,
  },
  {
    sku: 'ST-9002',
    picture: { kind: 'notebook', hue: 260 } as DemoPicture,
    ...named('Isfahan miniature pocket notebook', 'دفترچهٔ جیبی نگارگری اصفهان', 'İsfahan minyatür cep defteri'),
    ...described(
      'An A6 pocket notebook whose hard cover reproduces an Isfahan miniature of a garden party. 160 lined pages of acid-free paper and a ribbon bookmark.',
      'دفترچهٔ جیبی A6 با جلد سختی که نگاره\u200cای از یک مجلس باغ به شیوهٔ مکتب اصفهان بر آن چاپ شده است. ۱۶۰ صفحهٔ خط\u200cدار از کاغذ بدون اسید، با نشانگر روبانی.',
      'Sert kapağında bir bahçe eğlencesini anlatan İsfahan minyatürü bulunan A6 cep defteri. Asitsiz kâğıttan 160 çizgili sayfası ve kurdele ayracı var.',
    ),
    category: 'Stationery',
    metaKeywords: 'notebook stationery دفترچه نوشت\u200cافزار defter kırtasiye',
    price: '14.90',
    stockQuantity: 90,
  },
  {
    sku: 'ST-9003',
    picture: { kind: 'notebook', hue: 190 } as DemoPicture,
    ...named('Ebru marbled paper journal', 'دفتر یادداشت کاغذ ابروباد', 'Ebru desenli kâğıt defter'),
    ...described(
      'Each cover is a one-off sheet of ebru, paper marbled by hand on water, so no two journals are alike. 14 × 20 cm, with 144 blank pages.',
      'جلد هر دفتر برگه\u200cای یگانه از کاغذ ابروباد است که با دست روی آب رنگ\u200cآمیزی شده؛ پس هیچ دو دفتری شبیه هم نیستند. ۱۴ در ۲۰ سانتی\u200cمتر، با ۱۴۴ صفحهٔ سفید.',
      'Her kapak, su üzerinde elle yapılmış tek bir ebru kâğıdından; bu yüzden iki defter birbirinin aynısı değildir. 14x20 cm, 144 düz sayfa.',
    ),
    category: 'Stationery',
    metaKeywords: 'notebook journal ebru دفتر یادداشت ابروباد defter ebru',
    price: '17.00',
    oldPrice: '21.00',
    stockQuantity: 0,
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
