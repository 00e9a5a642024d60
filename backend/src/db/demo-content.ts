import { named } from './demo-catalogue.js';

/**
 * The demo storefront content: per language a home page (which also carries the site-wide header, menu and footer
 * blocks), an about page, and a few news articles and blog posts, in the three languages.
 */
type Lang = 'en' | 'fa' | 'tr';
type Texts = Record<Lang, string>;

export interface DemoBlock {
  componentName: string;
  partName: string;
  displayOrder: number;
  values: Record<string, unknown>;
}

export interface DemoPage {
  /** Pages (the default), News or Blogs. */
  type?: 'Pages' | 'News' | 'Blogs';
  /** A post dated this many months back, so the archives show more than the month the demo was loaded in. */
  monthsAgo?: number;
  /** The page template's subtitle. */
  subtitle?: Texts;
  /** The languages whose page offers its text as a PDF (the page template's attachment). */
  pdfIn?: Lang[];
  slug: Texts;
  systemName?: string;
  title: Texts;
  metaDescription: Texts;
  includeInTopMenu: boolean;
  blocks: (lang: Lang, pictures: DemoPagePictures) => DemoBlock[];
}

/** The pictures the demo pages show, as the seed has stored them (file names in Images). */
export interface DemoPagePictures {
  banner: string;
}

/** What the banner's picture shows, as its alternative text says in each language. */
export const DEMO_BANNER_SHOWS = named(
  'A red carpet, a blue teapot and a golden lamp',
  'یک فرش قرمز، یک قوری آبی و یک چراغ طلایی',
  'Kırmızı bir halı, mavi bir demlik ve altın rengi bir lamba',
);

/** What the home page's banner shows: products of these kinds, in these colours. */
export const DEMO_BANNER = [
  { kind: 'carpet', hue: 8 },
  { kind: 'teapot', hue: 200 },
  { kind: 'lamp', hue: 40 },
] as const;

const pick = (texts: Texts, lang: Lang) => texts[lang];

/** A page's text: one rich-text block in its main part. */
const textBlock = (content: string): DemoBlock => ({
  componentName: 'htmlcontent',
  partName: 'main',
  displayOrder: 0,
  values: { content },
});

const MENU: Record<Lang, { id: string; title: string; link: string; parentid: string | null }[]> = {
  en: [
    { id: 'm1', title: 'Categories', link: 'cat', parentid: null },
    { id: 'm4', title: 'Markets', link: 'market', parentid: null },
    { id: 'm6', title: 'Lands', link: 'lands', parentid: null },
    { id: 'm2', title: 'News', link: 'content/news', parentid: null },
    { id: 'm3', title: 'About us', link: 'pages/about-us', parentid: null },
    { id: 'm5', title: 'Contact us', link: 'contactus', parentid: null },
  ],
  fa: [
    { id: 'm1', title: 'دسته‌بندی‌ها', link: 'cat', parentid: null },
    { id: 'm4', title: 'بازارها', link: 'market', parentid: null },
    { id: 'm6', title: 'زمین‌ها', link: 'lands', parentid: null },
    { id: 'm2', title: 'اخبار', link: 'content/news', parentid: null },
    { id: 'm3', title: 'درباره ما', link: 'pages/about-us', parentid: null },
    { id: 'm5', title: 'تماس با ما', link: 'contactus', parentid: null },
  ],
  tr: [
    { id: 'm1', title: 'Kategoriler', link: 'cat', parentid: null },
    { id: 'm4', title: 'Piyasalar', link: 'market', parentid: null },
    { id: 'm6', title: 'Araziler', link: 'lands', parentid: null },
    { id: 'm2', title: 'Haberler', link: 'content/news', parentid: null },
    { id: 'm3', title: 'Hakkımızda', link: 'pages/about-us', parentid: null },
    { id: 'm5', title: 'İletişim', link: 'contactus', parentid: null },
  ],
};

const FOOTER: Record<Lang, { copyright: string; address: string; links: [string, string][] }> = {
  en: {
    copyright: 'Saray Demo Bazaar. All rights reserved.',
    address: 'Valiasr St. 1200, Tehran',
    links: [
      ['Contact us', '/contactus'],
      ['White paper', '/whitepaper'],
      ['Archives', '/archives'],
    ],
  },
  fa: {
    copyright: 'بازار نمایشی سرای. همه حقوق محفوظ است.',
    address: 'تهران، خیابان ولیعصر، پلاک ۱۲۰۰',
    links: [
      ['تماس با ما', '/contactus'],
      ['وایت‌پیپر', '/whitepaper'],
      ['بایگانی', '/archives'],
    ],
  },
  tr: {
    copyright: 'Saray Demo Pazarı. Tüm hakları saklıdır.',
    address: 'Valiasr Cad. 1200, Tahran',
    links: [
      ['İletişim', '/contactus'],
      ['Beyaz bülten', '/whitepaper'],
      ['Arşiv', '/archives'],
    ],
  },
};

const HOME_TEXT = {
  heading: {
    en: 'Handmade and high-tech, one bazaar',
    fa: 'دست‌ساز و فناوری، در یک بازار',
    tr: 'El yapımı ve teknoloji, tek bir çarşıda',
  },
  text: {
    en: 'Carpets from Tabriz and Kashan, books of Persian poetry and the latest phones, delivered to your door.',
    fa: 'فرش تبریز و کاشان، کتاب‌های شعر فارسی و تازه‌ترین گوشی‌ها، تا در خانه شما.',
    tr: 'Tebriz ve Kaşan halıları, Fars şiiri kitapları ve en yeni telefonlar kapınıza kadar.',
  },
  linktext: { en: 'Browse categories', fa: 'دیدن دسته‌بندی‌ها', tr: 'Kategorilere göz atın' },
  featured: { en: 'On the home page', fa: 'پیشنهاد ویژه', tr: 'Öne çıkanlar' },
  newest: { en: 'New arrivals', fa: 'تازه‌ها', tr: 'Yeni gelenler' },
};

export const DEMO_PAGES: DemoPage[] = [
  {
    slug: { en: 'home', fa: 'خانه', tr: 'anasayfa' },
    systemName: 'home',
    title: { en: 'Home', fa: 'خانه', tr: 'Ana sayfa' },
    metaDescription: {
      en: 'Persian carpets, books and electronics from the Saray Demo Bazaar.',
      fa: 'فرش ایرانی، کتاب و کالای دیجیتال از بازار نمایشی سرای.',
      tr: 'Saray Demo Pazarı’ndan İran halıları, kitaplar ve elektronik.',
    },
    includeInTopMenu: false,
    blocks: (lang, pictures) => [
      {
        componentName: 'header',
        partName: 'header',
        displayOrder: 0,
        values: {
          showquickaccess: 'true',
          applycategoryfilter: 'true',
          applypricefilter: 'true',
          // The listings' filters: area and bedrooms, city and neighbourhood (offered on lists that hold listings).
          applyattributefilter: 'true',
          applyaddressfilter: 'true',
          applyregionfilter: 'true',
        },
      },
      { componentName: 'menu', partName: 'menu', displayOrder: 0, values: { menuitems: JSON.stringify(MENU[lang]) } },
      {
        componentName: 'footer',
        partName: 'footer',
        displayOrder: 0,
        values: {
          copyright: FOOTER[lang].copyright,
          addresslinks: JSON.stringify([
            { title: FOOTER[lang].address, link: '/pages/about-us', logocode: 'map' },
            ...FOOTER[lang].links.map(([title, link]) => ({ title, link })),
          ]),
        },
      },
      {
        componentName: 'banner',
        partName: 'main',
        displayOrder: 0,
        values: {
          heading: pick(HOME_TEXT.heading, lang),
          text: pick(HOME_TEXT.text, lang),
          link: '/cat',
          linktext: pick(HOME_TEXT.linktext, lang),
          image: pictures.banner,
          style: 'dark',
        },
      },
      {
        componentName: 'productsbox',
        partName: 'main',
        displayOrder: 1,
        values: { title: pick(HOME_TEXT.featured, lang), source: 'homepage', count: '8' },
      },
      {
        componentName: 'productsbox',
        partName: 'main',
        displayOrder: 2,
        values: { title: pick(HOME_TEXT.newest, lang), source: 'new', count: '8' },
      },
    ],
  },
  {
    // The same slug in every language, as the page wizard's multi-language create makes it: the language menu and
    // the hreflang alternates find a page's translations by it.
    slug: { en: 'about-us', fa: 'about-us', tr: 'about-us' },
    title: { en: 'About us', fa: 'درباره ما', tr: 'Hakkımızda' },
    metaDescription: {
      en: 'Who runs the Saray Demo Bazaar and how to reach us.',
      fa: 'گردانندگان بازار نمایشی سرای و راه‌های تماس با ما.',
      tr: 'Saray Demo Pazarı’nı kimlerin işlettiği ve bize nasıl ulaşabileceğiniz.',
    },
    includeInTopMenu: true,
    blocks: (lang) => [
      textBlock(
        {
          en: '<p>A family bazaar since 1921: carpets, books and, lately, electronics.</p>',
          fa: '<p>بازاری خانوادگی از ۱۳۰۰: فرش، کتاب و این روزها کالای دیجیتال.</p>',
          tr: '<p>1921’den beri bir aile çarşısı: halılar, kitaplar ve son zamanlarda elektronik.</p>',
        }[lang],
      ),
    ],
  },
  {
    // The special customers' page (/c, /c/trade): what the bazaar offers shops and hotels that buy in quantity.
    slug: { en: 'trade', fa: 'trade', tr: 'trade' },
    systemName: 'specialcustomers',
    title: { en: 'Trade customers', fa: 'مشتریان عمده', tr: 'Toptan müşteriler' },
    metaDescription: {
      en: 'Prices, delivery and invoices for shops, hotels and designers buying from the Saray Demo Bazaar.',
      fa: 'قیمت، ارسال و فاکتور برای فروشگاه‌ها، هتل‌ها و طراحانی که از بازار نمایشی سرای عمده می‌خرند.',
      tr: 'Saray Demo Pazarı’ndan toplu alım yapan mağazalar, oteller ve tasarımcılar için fiyat, teslimat ve fatura.',
    },
    includeInTopMenu: false,
    blocks: (lang) => [
      textBlock(
        {
          en:
            '<p>Shops, hotels and interior designers buy from us in quantity. Trade customers get:</p>' +
            '<ul><li>10% off orders of five pieces or more</li><li>delivery by our own van in Tehran, Tabriz ' +
            'and Isfahan</li><li>one invoice a month</li></ul><p>Write to us from the contact page to open a ' +
            'trade account.</p>',
          fa:
            '<p>فروشگاه‌ها، هتل‌ها و طراحان داخلی از ما عمده می‌خرند. مشتریان عمده از این‌ها بهره‌مندند:</p>' +
            '<ul><li>۱۰٪ تخفیف برای سفارش پنج قلم یا بیشتر</li><li>ارسال با خودروی خودمان در تهران، تبریز و ' +
            'اصفهان</li><li>یک فاکتور در ماه</li></ul><p>برای گشودن حساب عمده از صفحهٔ تماس برای ما بنویسید.</p>',
          tr:
            '<p>Mağazalar, oteller ve iç mimarlar bizden toplu alım yapar. Toptan müşterilerimize:</p>' +
            '<ul><li>beş parça ve üzeri siparişlerde %10 indirim</li><li>Tahran, Tebriz ve İsfahan’da kendi ' +
            'aracımızla teslimat</li><li>ayda tek fatura</li></ul><p>Toptan hesap açmak için iletişim ' +
            'sayfasından bize yazın.</p>',
        }[lang],
      ),
      {
        componentName: 'productsbox',
        partName: 'main',
        displayOrder: 1,
        values: { title: pick(HOME_TEXT.featured, lang), source: 'homepage', count: '4' },
      },
    ],
  },
];

/** A news article or blog post: its text as one HTML block. */
const post = (
  type: 'News' | 'Blogs',
  slug: string,
  monthsAgo: number,
  title: Texts,
  summary: Texts,
  html: Texts,
): DemoPage => ({
  type,
  monthsAgo,
  // One slug in every language, as the page wizard makes translations of one page.
  slug: { en: slug, fa: slug, tr: slug },
  title,
  metaDescription: summary,
  includeInTopMenu: false,
  blocks: (lang) => [textBlock(html[lang])],
});

export const DEMO_POSTS: DemoPage[] = [
  post(
    'News',
    'spring-carpet-fair',
    2,
    {
      en: 'The spring carpet fair opens in Tabriz',
      fa: 'نمایشگاه بهاره فرش در تبریز گشایش یافت',
      tr: 'Bahar halı fuarı Tebriz’de açıldı',
    },
    {
      en: 'Forty weavers from Tabriz, Kashan and Isfahan show their newest silk and wool carpets.',
      fa: 'چهل بافنده از تبریز، کاشان و اصفهان تازه‌ترین فرش‌های ابریشمی و پشمی خود را نشان می‌دهند.',
      tr: 'Tebriz, Kaşan ve İsfahan’dan kırk dokumacı en yeni ipek ve yün halılarını sergiliyor.',
    },
    {
      en: '<p>Forty weavers from Tabriz, Kashan and Isfahan show their newest silk and wool carpets until the end of the month. Every carpet bought at the fair ships free.</p>',
      fa: '<p>چهل بافنده از تبریز، کاشان و اصفهان تا پایان ماه تازه‌ترین فرش‌های ابریشمی و پشمی خود را به نمایش می‌گذارند. ارسال همهٔ فرش‌های خریداری‌شده در نمایشگاه رایگان است.</p>',
      tr: '<p>Tebriz, Kaşan ve İsfahan’dan kırk dokumacı ay sonuna kadar en yeni ipek ve yün halılarını sergiliyor. Fuarda alınan her halı ücretsiz gönderiliyor.</p>',
    },
  ),
  post(
    'News',
    'next-day-delivery',
    0,
    {
      en: 'Next-day delivery in Tehran and Istanbul',
      fa: 'ارسال یک‌روزه در تهران و استانبول',
      tr: 'Tahran ve İstanbul’da ertesi gün teslimat',
    },
    {
      en: 'Orders placed before 4 pm now arrive the next day in both cities.',
      fa: 'سفارش‌های ثبت‌شده پیش از ساعت ۱۶ اکنون روز بعد در هر دو شهر تحویل می‌شوند.',
      tr: 'Saat 16.00’dan önce verilen siparişler artık iki şehirde de ertesi gün teslim ediliyor.',
    },
    {
      en: '<p>Orders placed before 4 pm now arrive the next day in Tehran and Istanbul. Carpets larger than 2×3 m take two days.</p>',
      fa: '<p>سفارش‌هایی که پیش از ساعت ۱۶ ثبت شوند اکنون روز بعد در تهران و استانبول تحویل می‌شوند. فرش‌های بزرگ‌تر از ۲×۳ متر دو روزه می‌رسند.</p>',
      tr: '<p>Saat 16.00’dan önce verilen siparişler artık Tahran ve İstanbul’da ertesi gün teslim ediliyor. 2×3 m’den büyük halılar iki günde ulaşıyor.</p>',
    },
  ),
  post(
    'Blogs',
    'caring-for-a-silk-carpet',
    3,
    {
      en: 'Caring for a silk carpet',
      fa: 'نگهداری از فرش ابریشمی',
      tr: 'İpek halının bakımı',
    },
    {
      en: 'Turn it twice a year, keep it out of direct sun and never beat it.',
      fa: 'سالی دو بار جهتش را عوض کنید، از آفتاب مستقیم دورش نگه دارید و هرگز آن را نتکانید.',
      tr: 'Yılda iki kez çevirin, doğrudan güneşten uzak tutun ve asla silkelemeyin.',
    },
    {
      en: '<p>Turn a silk carpet twice a year so it wears evenly, keep it out of direct sun, and vacuum it gently along the pile. Never beat it: silk knots break where wool ones bend.</p>',
      fa: '<p>فرش ابریشمی را سالی دو بار بچرخانید تا یکنواخت ساییده شود، از آفتاب مستقیم دورش نگه دارید و آرام و در جهت خواب پرز جاروبرقی بکشید. هرگز آن را نتکانید: گره ابریشم جایی می‌شکند که گره پشم خم می‌شود.</p>',
      tr: '<p>İpek halıyı eşit yıpranması için yılda iki kez çevirin, doğrudan güneşten uzak tutun ve hav yönünde nazikçe süpürün. Asla silkelemeyin: ipek düğümler, yün düğümlerin büküldüğü yerde kırılır.</p>',
    },
  ),
  post(
    'Blogs',
    'choosing-a-teapot',
    1,
    {
      en: 'Choosing a teapot for Persian tea',
      fa: 'انتخاب قوری برای چای ایرانی',
      tr: 'İran çayı için demlik seçmek',
    },
    {
      en: 'Copper keeps the heat, porcelain keeps the taste: what each teapot does for your tea.',
      fa: 'مس گرما را نگه می‌دارد و چینی طعم را: هر قوری با چای شما چه می‌کند.',
      tr: 'Bakır ısıyı, porselen tadı korur: her demlik çayınıza ne katar.',
    },
    {
      en: '<p>Copper keeps the heat through a long brew; porcelain keeps the taste of the leaves. Warm the pot first, brew for ten minutes, and pour into clear glasses to see the colour.</p>',
      fa: '<p>مس گرما را در دم‌کشیدن طولانی نگه می‌دارد و چینی طعم برگ‌ها را. اول قوری را گرم کنید، ده دقیقه دم بگذارید و در استکان شفاف بریزید تا رنگ چای پیدا باشد.</p>',
      tr: '<p>Bakır uzun demlemede ısıyı korur; porselen yaprakların tadını korur. Önce demliği ısıtın, on dakika demleyin ve rengini görmek için şeffaf bardaklara dökün.</p>',
    },
  ),
];
