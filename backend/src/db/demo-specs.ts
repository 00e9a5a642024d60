import { SYSTEM_ACTOR } from '../auth/actor.js';
import type { CrudService } from '../crud/crud.service.js';
import { ALL_ROWS } from '../crud/list-query.js';
import type { Row } from '../crud/pipeline/serialize.js';
import { named } from './demo-catalogue.js';

/**
 * The demo electronics' specifications (theme_digi's specification tables and comparisons): product attributes in
 * groups, named in en, fa and tr, the values of the chosen ones named in the three languages too, and each phone's,
 * camera's, watch's, tablet's, laptop's and headphones' values.
 */

type Named = ReturnType<typeof named>;

const NUMBER = 2,
  SWITCH = 5,
  DROPDOWN = 11;

/** The groups that part a specification table, in the three languages (groupName and its companions). */
const GROUPS = {
  display: { groupName: 'Display', groupName_fa: 'نمایشگر', groupName_tr: 'Ekran' },
  performance: { groupName: 'Performance', groupName_fa: 'پردازنده و حافظه', groupName_tr: 'Performans' },
  camera: { groupName: 'Camera', groupName_fa: 'دوربین', groupName_tr: 'Kamera' },
  battery: { groupName: 'Battery', groupName_fa: 'باتری', groupName_tr: 'Batarya' },
  connectivity: { groupName: 'Connectivity', groupName_fa: 'ارتباطات', groupName_tr: 'Bağlantı' },
  body: { groupName: 'Body', groupName_fa: 'بدنه', groupName_tr: 'Gövde' },
};

interface DemoSpec {
  key: string;
  name: Named;
  group: keyof typeof GROUPS;
  control: number;
  /** A drop-down's values, each in the three languages; a product's value names one by its English name. */
  values?: Named[];
}

const SPECS: DemoSpec[] = [
  {
    key: 'screen',
    name: named('Screen size (in)', 'اندازهٔ صفحه (اینچ)', 'Ekran boyutu (inç)'),
    group: 'display',
    control: NUMBER,
  },
  {
    key: 'panel',
    name: named('Screen type', 'نوع صفحه', 'Ekran türü'),
    group: 'display',
    control: DROPDOWN,
    values: [
      named('OLED', 'OLED', 'OLED'),
      named('AMOLED', 'AMOLED', 'AMOLED'),
      named('IPS LCD', 'IPS LCD', 'IPS LCD'),
    ],
  },
  {
    key: 'refresh',
    name: named('Refresh rate (Hz)', 'نرخ نوسازی (هرتز)', 'Yenileme hızı (Hz)'),
    group: 'display',
    control: NUMBER,
  },
  {
    key: 'cores',
    name: named('Processor cores', 'هسته‌های پردازنده', 'İşlemci çekirdekleri'),
    group: 'performance',
    control: NUMBER,
  },
  {
    key: 'ram',
    name: named('Memory, RAM (GB)', 'حافظهٔ رم (گیگابایت)', 'Bellek, RAM (GB)'),
    group: 'performance',
    control: NUMBER,
  },
  {
    key: 'disk',
    name: named('Internal storage (GB)', 'حافظهٔ داخلی (گیگابایت)', 'Dahili depolama (GB)'),
    group: 'performance',
    control: NUMBER,
  },
  {
    key: 'camera',
    name: named('Main camera (MP)', 'دوربین اصلی (مگاپیکسل)', 'Ana kamera (MP)'),
    group: 'camera',
    control: NUMBER,
  },
  {
    key: 'video',
    name: named('Video recording', 'فیلم‌برداری', 'Video kaydı'),
    group: 'camera',
    control: DROPDOWN,
    values: [
      named('4K at 60 frames a second', '4K با ۶۰ فریم در ثانیه', 'Saniyede 60 karede 4K'),
      named('4K at 30 frames a second', '4K با ۳۰ فریم در ثانیه', 'Saniyede 30 karede 4K'),
      named('Full HD', 'فول اچ‌دی', 'Full HD'),
    ],
  },
  {
    key: 'battery',
    name: named('Battery capacity (mAh)', 'ظرفیت باتری (میلی‌آمپرساعت)', 'Batarya kapasitesi (mAh)'),
    group: 'battery',
    control: NUMBER,
  },
  {
    key: 'hours',
    name: named('Battery life (hours)', 'عمر باتری (ساعت)', 'Pil ömrü (saat)'),
    group: 'battery',
    control: NUMBER,
  },
  {
    key: 'charging',
    name: named('Fast charging (W)', 'شارژ سریع (وات)', 'Hızlı şarj (W)'),
    group: 'battery',
    control: NUMBER,
  },
  {
    key: 'sim',
    name: named('SIM cards', 'سیم‌کارت', 'SIM kart'),
    group: 'connectivity',
    control: DROPDOWN,
    values: [named('Dual SIM', 'دو سیم‌کارت', 'Çift SIM'), named('Single SIM', 'تک سیم‌کارت', 'Tek SIM')],
  },
  { key: '5g', name: named('5G network', 'شبکهٔ 5G', '5G şebekesi'), group: 'connectivity', control: SWITCH },
  { key: 'nfc', name: named('NFC payments', 'پرداخت با NFC', 'NFC ile ödeme'), group: 'connectivity', control: SWITCH },
  { key: 'gps', name: named('Built-in GPS', 'GPS داخلی', 'Dahili GPS'), group: 'connectivity', control: SWITCH },
  { key: 'weight', name: named('Weight (g)', 'وزن (گرم)', 'Ağırlık (g)'), group: 'body', control: NUMBER },
  {
    key: 'water',
    name: named('Water resistance', 'مقاومت در برابر آب', 'Suya dayanıklılık'),
    group: 'body',
    control: DROPDOWN,
    values: [
      named('Dust and water resistant (IP68)', 'ضد آب و گرد و غبار (IP68)', 'Toz ve suya dayanıklı (IP68)'),
      named('Splash resistant (IP54)', 'مقاوم در برابر پاشش آب (IP54)', 'Sıçramaya dayanıklı (IP54)'),
      named('Water resistant to 50 m', 'ضد آب تا عمق ۵۰ متر', '50 metreye kadar suya dayanıklı'),
      named('Waterproof to 10 m', 'ضد آب تا عمق ۱۰ متر', '10 metreye kadar su geçirmez'),
      named('Not water resistant', 'ضد آب نیست', 'Suya dayanıklı değil'),
    ],
  },
];

type Values = Record<string, string | number | boolean>;

/** Each product's values by attribute key; a drop-down's by its value's English name. */
const PRODUCT_SPECS: Record<string, Values> = {
  'PH-1001': {
    screen: 6.1,
    panel: 'OLED',
    refresh: 120,
    cores: 8,
    ram: 8,
    disk: 256,
    camera: 50,
    video: '4K at 30 frames a second',
    battery: 4500,
    charging: 33,
    sim: 'Dual SIM',
    '5g': true,
    nfc: true,
    gps: true,
    weight: 172,
    water: 'Splash resistant (IP54)',
  },
  'PH-1002': {
    screen: 6.7,
    panel: 'OLED',
    refresh: 120,
    cores: 8,
    ram: 12,
    disk: 256,
    camera: 50,
    video: '4K at 60 frames a second',
    battery: 5000,
    charging: 65,
    sim: 'Dual SIM',
    '5g': true,
    nfc: true,
    gps: true,
    weight: 208,
    water: 'Dust and water resistant (IP68)',
  },
  'PH-1003': {
    screen: 6.5,
    panel: 'IPS LCD',
    refresh: 90,
    cores: 8,
    ram: 4,
    disk: 64,
    camera: 13,
    video: 'Full HD',
    battery: 5000,
    charging: 18,
    sim: 'Dual SIM',
    '5g': false,
    nfc: false,
    gps: true,
    weight: 192,
    water: 'Not water resistant',
  },
  'CM-7001': {
    screen: 3,
    camera: 24,
    video: '4K at 30 frames a second',
    battery: 1250,
    gps: false,
    weight: 390,
    water: 'Not water resistant',
  },
  'CM-7002': { battery: 700, gps: false, weight: 460, water: 'Not water resistant' },
  'CM-7003': {
    screen: 2,
    camera: 20,
    video: '4K at 60 frames a second',
    battery: 1720,
    gps: true,
    weight: 126,
    water: 'Waterproof to 10 m',
  },
  'EL-5004': {
    screen: 1.4,
    panel: 'AMOLED',
    battery: 410,
    hours: 168,
    nfc: true,
    gps: true,
    weight: 32,
    water: 'Water resistant to 50 m',
  },
  'EL-5003': {
    screen: 12,
    panel: 'IPS LCD',
    refresh: 90,
    cores: 8,
    ram: 8,
    disk: 256,
    camera: 13,
    video: '4K at 30 frames a second',
    battery: 10000,
    hours: 12,
    charging: 45,
    '5g': false,
    gps: false,
    weight: 560,
    water: 'Not water resistant',
  },
  'EL-5001': { battery: 800, hours: 30, nfc: false, weight: 250, water: 'Splash resistant (IP54)' },
  'LT-2001': { screen: 14, panel: 'IPS LCD', refresh: 60, cores: 8, ram: 16, disk: 1024, hours: 12, weight: 1300 },
  'LT-2002': { screen: 16, panel: 'IPS LCD', refresh: 120, cores: 16, ram: 64, disk: 2048, hours: 6, weight: 2450 },
  'LT-2003': { screen: 13, panel: 'IPS LCD', refresh: 60, cores: 8, ram: 16, disk: 512, hours: 15, weight: 980 },
  'FS-8001': { weight: 65, water: 'Water resistant to 50 m' },
  'FS-8002': { weight: 48, water: 'Splash resistant (IP54)' },
  'FS-8003': { weight: 142, water: 'Water resistant to 50 m' },
};

/**
 * Loads the demo specifications: three reads (the products, their values, the attributes by English name), then
 * only what is missing is created, so a second run adds nothing and a half-finished one is completed.
 */
export async function seedDemoSpecs(crud: CrudService): Promise<void> {
  const rows = (resource: string, filter: Row) =>
    crud.rows(resource, SYSTEM_ACTOR, { filter: JSON.stringify(filter), range: ALL_ROWS });
  const products = new Map(
    (await rows('products', { sku: Object.keys(PRODUCT_SPECS) })).map((p) => [String(p.sku), Number(p.id)]),
  );
  const mapped = await rows('attribute-mappings', { entityName: 'Product', entityId: [...products.values()] });
  const done = new Set(mapped.map((m) => `${String(m.entityId)}:${String(m.attributeId)}`));
  const known = new Map(
    (await rows('attributes', { entityName: 'Product', name: SPECS.map((s) => s.name.name) })).map((a) => [
      String(a.name),
      a,
    ]),
  );
  for (const [i, spec] of SPECS.entries()) {
    let attribute = known.get(spec.name.name);
    if (!attribute) {
      attribute = await crud.create('attributes', SYSTEM_ACTOR, {
        ...spec.name,
        ...GROUPS[spec.group],
        entityName: 'Product',
        attributeControlTypeId: spec.control,
        isActived: true,
        displayOrder: i + 1,
      });
      for (const [order, value] of (spec.values ?? []).entries())
        await crud.create('attribute-values', SYSTEM_ACTOR, {
          ...value,
          attributeId: attribute.id,
          displayOrder: order + 1,
        });
    }
    for (const [sku, values] of Object.entries(PRODUCT_SPECS)) {
      const productId = products.get(sku);
      if (productId === undefined || !(spec.key in values) || done.has(`${productId}:${String(attribute.id)}`))
        continue;
      await crud.create('attribute-mappings', SYSTEM_ACTOR, {
        attributeId: attribute.id,
        entityName: 'Product',
        entityId: productId,
        value: String(values[spec.key]),
      });
    }
  }
}
