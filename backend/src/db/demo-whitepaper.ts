import type { DemoPage } from './demo-content.js';

/**
 * The demo exchange's white paper (/whitepaper): one page per language whose text is a rich-text block of numbered
 * sections, from which the page draws its table of contents. The English page also offers it as a PDF.
 */
type Lang = 'en' | 'fa' | 'tr';

const TEXT: Record<Lang, string> = {
  en:
    '<p>This paper describes how the Saray exchange works: how orders are matched, how funds are held, what it ' +
    'charges and how it is kept safe. It is written for our customers and partners and is updated whenever the ' +
    'exchange changes.</p>' +
    '<h2>1. Summary</h2><p>Saray is a bazaar that brings handmade goods, electronics and digital coins together in ' +
    'one account. The exchange lets customers trade coins against each other at prices set by their own orders, ' +
    'hold them in wallets, and stake them for a yield.</p>' +
    '<h2>2. The exchange</h2>' +
    '<h3>2.1 Markets and pairs</h3><p>Each market pairs a coin with the coin it is priced in (BTC/USDT, ' +
    'ETH/USDT). Every market has a fixed price step and quantity step; orders that do not fit them are refused.</p>' +
    '<h3>2.2 Matching</h3><p>Orders are matched by price, then by time: the best price first and, at one price, ' +
    'the order placed first. Every trade is written to the exchange’s journal, from which all balances can be ' +
    'rebuilt at any time.</p>' +
    '<h2>3. Custody of funds</h2>' +
    '<h3>3.1 Wallets and balances</h3><p>Each customer has a balance per coin. The amounts of open orders, pending ' +
    'withdrawals and staked coins are held and cannot be spent twice.</p>' +
    '<h3>3.2 Deposits and withdrawals</h3><p>Deposits are credited once the network confirms them. A withdrawal ' +
    'request holds its amount and the network fee at once, and is sent after review.</p>' +
    '<h2>4. Staking</h2><p>In a staking plan the coins are locked for the plan’s term; the yield is paid at the ' +
    'end of the term at the plan’s yearly rate.</p>' +
    '<h2>5. Fees</h2><p>Each market has its own maker and taker fee, shown on the market’s page. A withdrawal costs ' +
    'the fee of the network it is sent on.</p>' +
    '<h2>6. Security</h2><p>Customers sign in with a password or with a one-time code from our messaging bot, and ' +
    'may turn on two-step sign-in with an authenticator app. Each device has its own session, which can be ended ' +
    'from the account page.</p>' +
    '<h2>7. Road map</h2><ul><li>New markets in rial and lira</li><li>A mobile app</li><li>A monthly report of ' +
    'reserves</li></ul>',
  fa:
    '<p>این سند شرح می‌دهد که صرافی سرای چگونه کار می‌کند: سفارش‌ها چگونه با هم تطبیق می‌شوند، دارایی‌ها چگونه ' +
    'نگهداری می‌شوند، چه کارمزدی گرفته می‌شود و امنیت آن چگونه تأمین می‌شود. مخاطب آن مشتریان و شرکای ما هستند و ' +
    'با هر تغییر صرافی به‌روز می‌شود.</p>' +
    '<h2>۱. چکیده</h2><p>سرای بازاری است که کالای دست‌ساز، کالای دیجیتال و ارزهای دیجیتال را در یک حساب کنار هم ' +
    'می‌آورد. در صرافی آن مشتریان ارزها را با قیمت‌هایی که سفارش‌های خودشان تعیین می‌کند با هم معامله می‌کنند، در ' +
    'کیف پول نگه می‌دارند و برای کسب سود استیک می‌کنند.</p>' +
    '<h2>۲. صرافی</h2>' +
    '<h3>۲.۱ بازارها و جفت‌ارزها</h3><p>هر بازار یک ارز را با ارزی که قیمتش با آن سنجیده می‌شود جفت می‌کند ' +
    '(BTC/USDT و ETH/USDT). گام قیمت و گام مقدار در هر بازار ثابت است و سفارشی که با آن‌ها جور نباشد پذیرفته ' +
    'نمی‌شود.</p>' +
    '<h3>۲.۲ تطبیق سفارش‌ها</h3><p>سفارش‌ها به ترتیب قیمت و سپس زمان تطبیق می‌شوند: نخست بهترین قیمت و در یک ' +
    'قیمت، سفارشی که زودتر ثبت شده است. هر معامله در دفتر روزنامهٔ صرافی ثبت می‌شود و همهٔ موجودی‌ها هر زمان از ' +
    'همین دفتر بازسازی‌پذیرند.</p>' +
    '<h2>۳. نگهداری دارایی‌ها</h2>' +
    '<h3>۳.۱ کیف پول‌ها و موجودی‌ها</h3><p>هر مشتری برای هر ارز موجودی جداگانه‌ای دارد. مبلغ سفارش‌های باز، ' +
    'برداشت‌های در انتظار و ارزهای استیک‌شده مسدود می‌شود و نمی‌توان آن را دوباره خرج کرد.</p>' +
    '<h3>۳.۲ واریز و برداشت</h3><p>واریزها پس از تأیید شبکه به حساب می‌نشینند. هر درخواست برداشت همان لحظه مبلغ ' +
    'و کارمزد شبکه را مسدود می‌کند و پس از بررسی ارسال می‌شود.</p>' +
    '<h2>۴. استیکینگ</h2><p>در طرح استیکینگ، ارزها برای مدت طرح قفل می‌شوند و سود آن‌ها با نرخ سالانهٔ طرح در ' +
    'پایان دوره پرداخت می‌شود.</p>' +
    '<h2>۵. کارمزدها</h2><p>هر بازار کارمزد جداگانه‌ای برای سفارش‌گذار (میکر) و سفارش‌گیر (تیکر) دارد که در صفحهٔ ' +
    'همان بازار نمایش داده می‌شود. هزینهٔ برداشت، کارمزد شبکه‌ای است که انتقال روی آن انجام می‌شود.</p>' +
    '<h2>۶. امنیت</h2><p>مشتریان با رمز عبور یا با کد یک‌بارمصرفی که ربات پیام‌رسان ما می‌فرستد وارد می‌شوند و ' +
    'می‌توانند ورود دومرحله‌ای را با برنامهٔ احراز هویت فعال کنند. هر دستگاه نشست جداگانه‌ای دارد که از صفحهٔ حساب ' +
    'بسته می‌شود.</p>' +
    '<h2>۷. نقشهٔ راه</h2><ul><li>بازارهای تازه به ریال و لیر</li><li>برنامهٔ موبایل</li><li>گزارش ماهانهٔ ' +
    'ذخایر</li></ul>',
  tr:
    '<p>Bu belge Saray borsasının nasıl çalıştığını anlatır: emirlerin nasıl eşleştiğini, varlıkların nasıl ' +
    'saklandığını, hangi ücretlerin alındığını ve güvenliğin nasıl sağlandığını. Müşterilerimiz ve iş ortaklarımız ' +
    'için yazılmıştır ve borsa her değiştiğinde güncellenir.</p>' +
    '<h2>1. Özet</h2><p>Saray; el yapımı ürünleri, elektroniği ve dijital paraları tek bir hesapta bir araya ' +
    'getiren bir çarşıdır. Borsada müşteriler, kendi emirlerinin belirlediği fiyatlarla koinleri birbirine karşı ' +
    'alıp satar, cüzdanlarında saklar ve getiri için stake eder.</p>' +
    '<h2>2. Borsa</h2>' +
    '<h3>2.1 Piyasalar ve pariteler</h3><p>Her piyasa bir koini fiyatlandığı koinle eşleştirir (BTC/USDT, ' +
    'ETH/USDT). Her piyasada fiyat ve miktar adımları sabittir; bunlara uymayan emirler kabul edilmez.</p>' +
    '<h3>2.2 Eşleştirme</h3><p>Emirler önce fiyata, sonra zamana göre eşleştirilir: önce en iyi fiyat, aynı ' +
    'fiyatta ise önce verilen emir. Her işlem borsanın yevmiye defterine yazılır ve tüm bakiyeler her an bu ' +
    'defterden yeniden oluşturulabilir.</p>' +
    '<h2>3. Varlıkların saklanması</h2>' +
    '<h3>3.1 Cüzdanlar ve bakiyeler</h3><p>Her müşterinin her koin için ayrı bir bakiyesi vardır. Açık emirlerin, ' +
    'bekleyen çekimlerin ve stake edilen koinlerin tutarı bloke edilir ve ikinci kez harcanamaz.</p>' +
    '<h3>3.2 Yatırma ve çekme</h3><p>Yatırımlar ağ onayladıktan sonra hesaba geçer. Her çekim talebi tutarı ve ağ ' +
    'ücretini anında bloke eder ve incelendikten sonra gönderilir.</p>' +
    '<h2>4. Staking</h2><p>Bir staking planında koinler plan süresince kilitlenir; getiri, planın yıllık oranıyla ' +
    'dönem sonunda ödenir.</p>' +
    '<h2>5. Ücretler</h2><p>Her piyasanın kendi yapıcı (maker) ve alıcı (taker) ücreti vardır ve piyasanın ' +
    'sayfasında gösterilir. Bir çekimin ücreti, gönderildiği ağın ücretidir.</p>' +
    '<h2>6. Güvenlik</h2><p>Müşteriler parolayla ya da mesajlaşma botumuzun gönderdiği tek kullanımlık bir kodla ' +
    'giriş yapar ve kimlik doğrulama uygulamasıyla iki adımlı girişi açabilir. Her cihazın kendi oturumu vardır ve ' +
    'hesap sayfasından kapatılabilir.</p>' +
    '<h2>7. Yol haritası</h2><ul><li>Riyal ve lira ile yeni piyasalar</li><li>Bir mobil uygulama</li><li>Aylık ' +
    'rezerv raporu</li></ul>',
};

/** The English PDF's lines: its title, then each section's heading and text, in Latin letters only. */
export const WHITEPAPER_PDF = {
  title: 'Saray Demo Bazaar - White paper',
  sections: [
    ['1. Summary', 'Saray brings handmade goods, electronics and digital coins together in one account.'],
    ['2. The exchange', 'Orders are matched by price, then by time. Every trade is written to the journal.'],
    ['3. Custody of funds', 'Open orders, pending withdrawals and staked coins are held and cannot be spent twice.'],
    ['4. Staking', 'Staked coins are locked for the term; the yield is paid at the end at the yearly rate.'],
    ['5. Fees', 'Each market has its own maker and taker fee; a withdrawal costs the network fee.'],
    ['6. Security', 'Password or a one-time code from our messaging bot; optional two-step sign-in.'],
    ['7. Road map', 'New markets in rial and lira, a mobile app, a monthly report of reserves.'],
  ] as [string, string][],
};

export const DEMO_WHITEPAPER: DemoPage = {
  // One slug in every language: the language menu finds the page's translations by it.
  slug: { en: 'whitepaper', fa: 'whitepaper', tr: 'whitepaper' },
  systemName: 'whitepaper',
  title: { en: 'White paper', fa: 'وایت‌پیپر', tr: 'Beyaz bülten' },
  metaDescription: {
    en: 'How the Saray exchange matches orders, holds funds, charges fees and keeps accounts safe.',
    fa: 'صرافی سرای چگونه سفارش‌ها را تطبیق می‌دهد، دارایی‌ها را نگه می‌دارد، کارمزد می‌گیرد و از حساب‌ها محافظت می‌کند.',
    tr: 'Saray borsasının emirleri nasıl eşleştirdiği, varlıkları nasıl sakladığı, ücretleri ve hesap güvenliği.',
  },
  subtitle: { en: 'Version 1.2', fa: 'نسخهٔ ۱٫۲', tr: 'Sürüm 1.2' },
  pdfIn: ['en'],
  includeInTopMenu: false,
  blocks: (lang) => [
    { componentName: 'htmlcontent', partName: 'main', displayOrder: 0, values: { content: TEXT[lang] } },
  ],
};
