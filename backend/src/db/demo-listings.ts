/**
 * The demo's property listings: products of the 'property' type in a Real estate category, each with its attribute
 * values (area, bedrooms, floor, year built, features), its city (an address mapping), its neighbourhood (a region
 * mapping) and its own point (a Location its relation names), with names and descriptions in en, fa and tr.
 */
import { named } from './demo-catalogue.js';
import type { DemoPropertyKind } from './demo-property-pictures.js';

const described = (en: string, fa: string, tr: string) => ({ description: en, description_fa: fa, description_tr: tr });

export const DEMO_PROPERTY_TYPE = { ...named('Property', 'ملک', 'Gayrimenkul'), kind: 1, systemKeyword: 'property' };

export const DEMO_PROPERTY_CATEGORY = {
  ...named('Real estate', 'املاک', 'Emlak'),
  ...described(
    '<p>Flats, villas and houses for sale in Tehran, Tabriz and Istanbul, each on the map with its price per square metre.</p>',
    '<p>آپارتمان، ویلا و خانه برای فروش در تهران، تبریز و استانبول؛ هر کدام روی نقشه و با قیمت هر متر مربع.</p>',
    '<p>Tahran, Tebriz ve İstanbul’da satılık daire, villa ve evler; her biri haritada ve metrekare fiyatıyla.</p>',
  ),
  displayOrder: 7,
};

/** The facts a listing has, by key: the attribute each is stored in. */
export interface DemoFacts {
  area: number;
  rooms: number;
  floor?: number;
  year: number;
  parking?: boolean;
  elevator?: boolean;
  storage?: boolean;
  balcony?: boolean;
}

/** The listing attributes (entity Product, relation type 'property'); the icon names what kind of fact each is. */
export const DEMO_PROPERTY_ATTRIBUTES: {
  key: keyof DemoFacts;
  name: string;
  name_fa: string;
  name_tr: string;
  control: number;
  filterable: boolean;
}[] = [
  { key: 'area', ...named('Area (m²)', 'متراژ (متر مربع)', 'Alan (m²)'), control: 2, filterable: true },
  { key: 'rooms', ...named('Bedrooms', 'اتاق خواب', 'Yatak odası'), control: 2, filterable: true },
  { key: 'floor', ...named('Floor', 'طبقه', 'Bulunduğu kat'), control: 2, filterable: false },
  { key: 'year', ...named('Year built', 'سال ساخت', 'Yapım yılı'), control: 2, filterable: false },
  { key: 'parking', ...named('Parking', 'پارکینگ', 'Otopark'), control: 5, filterable: false },
  { key: 'elevator', ...named('Elevator', 'آسانسور', 'Asansör'), control: 5, filterable: false },
  { key: 'storage', ...named('Storage room', 'انباری', 'Depo'), control: 5, filterable: false },
  { key: 'balcony', ...named('Balcony', 'بالکن', 'Balkon'), control: 5, filterable: false },
];

/** The neighbourhoods (regions under a region named after their city), each with its middle. */
export const DEMO_PROPERTY_REGIONS: { name: string; city: string; at: [number, number] }[] = [
  { name: 'Elahieh', city: 'Tehran', at: [35.7935, 51.4265] },
  { name: 'Saadat Abad', city: 'Tehran', at: [35.7805, 51.371] },
  { name: 'Niavaran', city: 'Tehran', at: [35.8135, 51.4705] },
  { name: 'Yousef Abad', city: 'Tehran', at: [35.7295, 51.4055] },
  { name: 'Jordan', city: 'Tehran', at: [35.7725, 51.4185] },
  { name: 'Valiasr', city: 'Tabriz', at: [38.0555, 46.3335] },
  { name: 'El Goli', city: 'Tabriz', at: [38.0245, 46.3685] },
  { name: 'Moda', city: 'Istanbul', at: [40.9805, 29.0265] },
  { name: 'Kadıköy', city: 'Istanbul', at: [40.9905, 29.0245] },
  { name: 'Beşiktaş', city: 'Istanbul', at: [41.0435, 29.0085] },
  { name: 'Sarıyer', city: 'Istanbul', at: [41.1675, 29.0575] },
];

export interface DemoListing {
  sku: string;
  name: string;
  name_fa: string;
  name_tr: string;
  description: string;
  description_fa: string;
  description_tr: string;
  metaKeywords: string;
  price: string;
  region: string;
  /** Its own point: latitude, longitude. */
  at: [number, number];
  facts: DemoFacts;
  picture: { kind: DemoPropertyKind; hue: number };
}

const FLAT = 'apartment flat آپارتمان daire';
const HOUSE = 'house villa خانه ویلا ev villa';
const TEHRAN = 'Tehran تهران Tahran';
const TABRIZ = 'Tabriz تبریز Tebriz';
const ISTANBUL = 'Istanbul استانبول İstanbul';

export const DEMO_LISTINGS: DemoListing[] = [
  {
    sku: 'RE-5001',
    ...named(
      'Sunlit three-bedroom flat in Elahieh',
      'آپارتمان سه‌خوابهٔ آفتاب‌گیر در الهیه',
      'Elahiye’de güneş alan 3+1 daire',
    ),
    ...described(
      'A corner flat on the sixth floor of a 2019 building, with windows on two sides and a view of the Alborz mountains. The kitchen is open to a 40 m² living room and the main bedroom has its own bathroom. A parking space and a storage room come with it.',
      'آپارتمانی نبش در طبقهٔ ششم ساختمانی ساخت ۱۳۹۸، با پنجره در دو سمت و چشم‌انداز رشته‌کوه البرز. آشپزخانه به پذیرایی ۴۰ متری باز می‌شود و اتاق خواب اصلی سرویس بهداشتی جداگانه دارد. یک واحد پارکینگ و یک انباری همراه آن است.',
      '2019 yapımı bir binanın altıncı katında, iki cepheli ve Elburz Dağları manzaralı köşe daire. Mutfak 40 m²’lik salona açılıyor, ebeveyn yatak odasının kendi banyosu var. Bir otopark yeri ve bir depo daireye dahil.',
    ),
    metaKeywords: `${FLAT} ${TEHRAN} Elahieh الهیه Elahiye`,
    price: '412000',
    region: 'Elahieh',
    at: [35.7948, 51.4242],
    facts: { area: 165, rooms: 3, floor: 6, year: 2019, parking: true, elevator: true, storage: true, balcony: true },
    picture: { kind: 'apartment', hue: 28 },
  },
  {
    sku: 'RE-5002',
    ...named('Two-bedroom flat near Kaj Square', 'آپارتمان دوخوابه نزدیک میدان کاج', 'Kaj Meydanı yakınında 2+1 daire'),
    ...described(
      'A quiet flat at the back of a 2015 building in Saadat Abad, five minutes’ walk from the shops and cafés of Kaj Square. Both bedrooms have built-in wardrobes; the building has a lift, parking and a storage room for each flat.',
      'آپارتمانی آرام در پشت ساختمانی ساخت ۱۳۹۴ در سعادت‌آباد، پنج دقیقه پیاده تا مغازه‌ها و کافه‌های میدان کاج. هر دو اتاق خواب کمد دیواری دارند و ساختمان آسانسور، پارکینگ و برای هر واحد یک انباری دارد.',
      'Saadetabad’da 2015 yapımı bir binanın arka cephesinde sessiz bir daire; Kaj Meydanı’nın dükkânlarına ve kafelerine beş dakika yürüme mesafesinde. İki yatak odasında da gömme dolap var; binada asansör, otopark ve her daireye bir depo bulunuyor.',
    ),
    metaKeywords: `${FLAT} ${TEHRAN} Saadat Abad سعادت‌آباد Saadetabad`,
    price: '176000',
    region: 'Saadat Abad',
    at: [35.7812, 51.3689],
    facts: { area: 98, rooms: 2, floor: 3, year: 2015, parking: true, elevator: true, storage: true },
    picture: { kind: 'apartment', hue: 200 },
  },
  {
    sku: 'RE-5003',
    ...named('Garden villa in Niavaran', 'ویلای باغ‌دار در نیاوران', 'Niyavaran’da bahçeli villa'),
    ...described(
      'A two-storey villa on an 800 m² plot with old plane trees, a pool and a summer kitchen. Five bedrooms, two living rooms with fireplaces and a garage for three cars, a short walk from Niavaran Park.',
      'ویلایی دوطبقه در زمینی ۸۰۰ متری با چنارهای کهن، استخر و آشپزخانهٔ تابستانی. پنج اتاق خواب، دو سالن نشیمن با شومینه و پارکینگ سه‌خودرو، با چند دقیقه پیاده‌روی تا پارک نیاوران.',
      'Yaşlı çınarlar, havuz ve yazlık mutfakla 800 m²’lik bir arsada iki katlı villa. Beş yatak odası, şömineli iki salon ve üç araçlık garaj; Niyavaran Parkı’na kısa bir yürüyüş mesafesinde.',
    ),
    metaKeywords: `${HOUSE} ${TEHRAN} Niavaran نیاوران Niyavaran`,
    price: '1350000',
    region: 'Niavaran',
    at: [35.8151, 51.4731],
    facts: { area: 420, rooms: 5, year: 2008, parking: true, storage: true },
    picture: { kind: 'villa', hue: 35 },
  },
  {
    sku: 'RE-5004',
    ...named('One-bedroom flat in Yousef Abad', 'آپارتمان یک‌خوابه در یوسف‌آباد', 'Yusufabad’da 1+1 daire'),
    ...described(
      'A bright new flat in a 2021 building on a leafy street, close to the metro. Underfloor heating, a fitted kitchen and a lift: a first home, or one to let.',
      'آپارتمانی نوساز و روشن در ساختمانی ساخت ۱۴۰۰ در خیابانی پردرخت، نزدیک مترو. گرمایش از کف، آشپزخانهٔ کامل و آسانسور؛ مناسب برای خانهٔ اول یا اجاره دادن.',
      'Ağaçlı bir sokakta, 2021 yapımı bir binada, metroya yakın, aydınlık ve yeni bir daire. Yerden ısıtma, ankastre mutfak ve asansör: ilk ev ya da kiraya vermek için.',
    ),
    metaKeywords: `${FLAT} ${TEHRAN} Yousef Abad یوسف‌آباد Yusufabad`,
    price: '98500',
    region: 'Yousef Abad',
    at: [35.7281, 51.4073],
    facts: { area: 62, rooms: 1, floor: 2, year: 2021, elevator: true },
    picture: { kind: 'apartment', hue: 150 },
  },
  {
    sku: 'RE-5005',
    ...named(
      'Penthouse with a roof terrace on Jordan',
      'پنت‌هاوس با تراس روباز در جردن',
      'Jordan’da çatı teraslı daire',
    ),
    ...described(
      'The top floor of a 2022 tower on Africa Boulevard: four bedrooms, a 60 m² terrace facing north over the city and the mountains, two parking spaces and a storage room. The building has a lobby with a concierge, a gym and a pool.',
      'طبقهٔ آخر برجی ساخت ۱۴۰۱ در بلوار آفریقا: چهار اتاق خواب، تراسی ۶۰ متری رو به شمال با چشم‌انداز شهر و کوه، دو واحد پارکینگ و یک انباری. ساختمان لابی با سرایدار، باشگاه ورزشی و استخر دارد.',
      'Afrika Bulvarı’ndaki 2022 yapımı bir kulenin en üst katı: dört yatak odası, şehre ve dağlara bakan 60 m²’lik kuzey cepheli teras, iki otopark yeri ve bir depo. Binada kapı görevlili lobi, spor salonu ve havuz var.',
    ),
    metaKeywords: `${FLAT} penthouse پنت‌هاوس ${TEHRAN} Jordan جردن`,
    price: '780000',
    region: 'Jordan',
    at: [35.7741, 51.4172],
    facts: { area: 210, rooms: 4, floor: 12, year: 2022, parking: true, elevator: true, storage: true, balcony: true },
    picture: { kind: 'tower', hue: 210 },
  },
  {
    sku: 'RE-5006',
    ...named(
      'Three-bedroom flat in Valiasr, Tabriz',
      'آپارتمان سه‌خوابه در ولیعصر تبریز',
      'Tebriz Veliasr’da 3+1 daire',
    ),
    ...described(
      'A roomy family flat in one of the most sought-after districts of Tabriz, near shops, schools and Valiasr park. A south-facing living room, three bedrooms, a lift, parking and a storage room.',
      'آپارتمانی خانوادگی و دلباز در یکی از پرطرفدارترین محله‌های تبریز، نزدیک مغازه‌ها، مدرسه‌ها و پارک ولیعصر. پذیرایی رو به جنوب، سه اتاق خواب، آسانسور، پارکینگ و انباری.',
      'Tebriz’in en çok aranan semtlerinden birinde, dükkânlara, okullara ve Veliasr Parkı’na yakın geniş bir aile dairesi. Güney cepheli salon, üç yatak odası, asansör, otopark ve depo.',
    ),
    metaKeywords: `${FLAT} ${TABRIZ} Valiasr ولیعصر Veliasr`,
    price: '118000',
    region: 'Valiasr',
    at: [38.0569, 46.3311],
    facts: { area: 140, rooms: 3, floor: 4, year: 2016, parking: true, elevator: true, storage: true },
    picture: { kind: 'apartment', hue: 10 },
  },
  {
    sku: 'RE-5007',
    ...named('Courtyard house near El Goli', 'خانهٔ حیاط‌دار نزدیک ائل‌گلی', 'Elgöli yakınında avlulu ev'),
    ...described(
      'A brick house round a courtyard with a pool, in the old style of Tabriz, ten minutes from El Goli park. Four bedrooms, a cool basement room for the summer, and a garage.',
      'خانه‌ای آجری با حیاط و حوض به سبک خانه‌های قدیمی تبریز، ده دقیقه تا پارک ائل‌گلی. چهار اتاق خواب، زیرزمین خنک برای تابستان و پارکینگ.',
      'Tebriz’in eski tarzında, havuzlu bir avlunun çevresinde tuğla bir ev; Elgöli Parkı’na on dakika. Dört yatak odası, yazın serin kalan bir bodrum odası ve garaj.',
    ),
    metaKeywords: `${HOUSE} ${TABRIZ} El Goli ائل‌گلی Elgöli`,
    price: '205000',
    region: 'El Goli',
    at: [38.0262, 46.3702],
    facts: { area: 260, rooms: 4, year: 2004, parking: true, storage: true },
    picture: { kind: 'house', hue: 25 },
  },
  {
    sku: 'RE-5008',
    ...named('Two-bedroom flat in Moda, Kadıköy', 'آپارتمان دوخوابه در مُدا، کادیکوی', 'Kadıköy Moda’da 2+1 daire'),
    ...described(
      'A renovated flat on a quiet street in Moda, a few minutes from the seafront and the ferries to the European side. High ceilings, wooden floors and a balcony that catches the afternoon sun.',
      'آپارتمانی بازسازی‌شده در خیابانی آرام در محلهٔ مُدا، چند دقیقه تا ساحل و کشتی‌های سمت اروپایی شهر. سقف بلند، کف چوبی و بالکنی که آفتاب عصر را می‌گیرد.',
      'Moda’da sakin bir sokakta, sahile ve Avrupa yakasına giden vapurlara birkaç dakika mesafede, yenilenmiş bir daire. Yüksek tavanlar, ahşap zeminler ve ikindi güneşini alan bir balkon.',
    ),
    metaKeywords: `${FLAT} ${ISTANBUL} Moda مدا Kadıköy کادیکوی`,
    price: '318000',
    region: 'Moda',
    at: [40.9818, 29.0251],
    facts: { area: 95, rooms: 2, floor: 3, year: 2012, elevator: true, balcony: true },
    picture: { kind: 'apartment', hue: 330 },
  },
  {
    sku: 'RE-5009',
    ...named(
      'Three-bedroom flat with a Bosphorus view',
      'آپارتمان سه‌خوابه با چشم‌انداز بسفر',
      'Boğaz manzaralı 3+1 daire',
    ),
    ...described(
      'A 2018 building on the hill above Beşiktaş, with the Bosphorus in view from the living room and the balcony. Three bedrooms, two bathrooms, a lift and a space in the garage.',
      'ساختمانی ساخت ۱۳۹۷ روی تپه‌ای بالای بشیکتاش، با چشم‌انداز تنگهٔ بسفر از پذیرایی و بالکن. سه اتاق خواب، دو سرویس بهداشتی، آسانسور و یک جای پارک در پارکینگ.',
      'Beşiktaş’ın yukarısındaki tepede, salonundan ve balkonundan Boğaz görünen 2018 yapımı bir bina. Üç yatak odası, iki banyo, asansör ve kapalı otoparkta bir yer.',
    ),
    metaKeywords: `${FLAT} ${ISTANBUL} Beşiktaş بشیکتاش Besiktas Bosphorus بسفر Boğaz`,
    price: '540000',
    region: 'Beşiktaş',
    at: [41.0452, 29.0061],
    facts: { area: 140, rooms: 3, floor: 5, year: 2018, parking: true, elevator: true, balcony: true },
    picture: { kind: 'tower', hue: 185 },
  },
  {
    sku: 'RE-5010',
    ...named('Sea-view villa in Sarıyer', 'ویلای رو به دریا در ساریر', 'Sarıyer’de deniz manzaralı villa'),
    ...described(
      'A three-storey villa among the woods of Sarıyer, with the Bosphorus below its garden. Five bedrooms, a terrace on every floor, a garage for two cars and a storage cellar.',
      'ویلایی سه‌طبقه میان جنگل‌های ساریر، با تنگهٔ بسفر در پایین باغ. پنج اتاق خواب، تراس در هر طبقه، پارکینگ دوخودرو و انبار زیرزمینی.',
      'Sarıyer’in ormanları arasında, bahçesinin altında Boğaz’ın uzandığı üç katlı bir villa. Beş yatak odası, her katta teras, iki araçlık garaj ve bir depo mahzeni.',
    ),
    metaKeywords: `${HOUSE} ${ISTANBUL} Sarıyer ساریر Sariyer Bosphorus بسفر Boğaz`,
    price: '1850000',
    region: 'Sarıyer',
    at: [41.1698, 29.0552],
    facts: { area: 310, rooms: 5, year: 2010, parking: true, storage: true, balcony: true },
    picture: { kind: 'villa', hue: 100 },
  },
  {
    sku: 'RE-5011',
    ...named(
      'One-bedroom flat near Kadıköy market',
      'آپارتمان یک‌خوابه نزدیک بازار کادیکوی',
      'Kadıköy Çarşı’ya yakın 1+1 daire',
    ),
    ...described(
      'A compact new flat in a 2020 building, two streets from the Kadıköy food market and the ferry pier. A bright living room with an open kitchen, one bedroom and a lift.',
      'آپارتمانی کوچک و نوساز در ساختمانی ساخت ۱۳۹۹، دو خیابان آن‌طرف‌تر از بازار خوراکی کادیکوی و اسکلهٔ کشتی. پذیرایی روشن با آشپزخانهٔ باز، یک اتاق خواب و آسانسور.',
      'Kadıköy Çarşısı’na ve vapur iskelesine iki sokak mesafede, 2020 yapımı bir binada küçük ve yeni bir daire. Açık mutfaklı aydınlık bir salon, bir yatak odası ve asansör.',
    ),
    metaKeywords: `${FLAT} ${ISTANBUL} Kadıköy کادیکوی Kadikoy`,
    price: '149000',
    region: 'Kadıköy',
    at: [40.9921, 29.0268],
    facts: { area: 58, rooms: 1, floor: 2, year: 2020, elevator: true },
    picture: { kind: 'apartment', hue: 260 },
  },
];

/** The home page's box of listings, in each language. */
export const DEMO_LISTINGS_BOX = { en: 'Homes for sale', fa: 'املاک برای فروش', tr: 'Satılık evler' };
