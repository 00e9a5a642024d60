/**
 * The demo storefront content: per language a home page (which also carries the site-wide header, menu and footer
 * blocks) and an about page, in the three languages.
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
  slug: Texts;
  systemName?: string;
  title: Texts;
  metaDescription: Texts;
  includeInTopMenu: boolean;
  blocks: (lang: Lang) => DemoBlock[];
}

const pick = (texts: Texts, lang: Lang) => texts[lang];

const MENU: Record<Lang, { id: string; title: string; link: string; parentid: string | null }[]> = {
  en: [
    { id: 'm1', title: 'Categories', link: 'cat', parentid: null },
    { id: 'm4', title: 'Markets', link: 'market', parentid: null },
    { id: 'm2', title: 'News', link: 'content/news', parentid: null },
    { id: 'm3', title: 'About us', link: 'pages/about-us', parentid: null },
  ],
  fa: [
    { id: 'm1', title: 'دسته‌بندی‌ها', link: 'cat', parentid: null },
    { id: 'm4', title: 'بازارها', link: 'market', parentid: null },
    { id: 'm2', title: 'اخبار', link: 'content/news', parentid: null },
    { id: 'm3', title: 'درباره ما', link: 'pages/about-us', parentid: null },
  ],
  tr: [
    { id: 'm1', title: 'Kategoriler', link: 'cat', parentid: null },
    { id: 'm4', title: 'Piyasalar', link: 'market', parentid: null },
    { id: 'm2', title: 'Haberler', link: 'content/news', parentid: null },
    { id: 'm3', title: 'Hakkımızda', link: 'pages/about-us', parentid: null },
  ],
};

const FOOTER: Record<Lang, { copyright: string; address: string }> = {
  en: { copyright: 'Saray Demo Bazaar. All rights reserved.', address: 'Valiasr St. 1200, Tehran' },
  fa: { copyright: 'بازار نمایشی سرای. همه حقوق محفوظ است.', address: 'تهران، خیابان ولیعصر، پلاک ۱۲۰۰' },
  tr: { copyright: 'Saray Demo Pazarı. Tüm hakları saklıdır.', address: 'Valiasr Cad. 1200, Tahran' },
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
    blocks: (lang) => [
      {
        componentName: 'header',
        partName: 'header',
        displayOrder: 0,
        values: { showquickaccess: 'true', applycategoryfilter: 'true', applypricefilter: 'true' },
      },
      { componentName: 'menu', partName: 'menu', displayOrder: 0, values: { menuitems: JSON.stringify(MENU[lang]) } },
      {
        componentName: 'footer',
        partName: 'footer',
        displayOrder: 0,
        values: {
          copyright: FOOTER[lang].copyright,
          addresslinks: JSON.stringify([{ title: FOOTER[lang].address, link: '/pages/about-us', logocode: 'map' }]),
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
      {
        componentName: 'htmlcontent',
        partName: 'main',
        displayOrder: 0,
        values: {
          content: {
            en: '<p>A family bazaar since 1921: carpets, books and, lately, electronics.</p>',
            fa: '<p>بازاری خانوادگی از ۱۳۰۰: فرش، کتاب و این روزها کالای دیجیتال.</p>',
            tr: '<p>1921’den beri bir aile çarşısı: halılar, kitaplar ve son zamanlarda elektronik.</p>',
          }[lang],
        },
      },
    ],
  },
];
