import { foldText } from '../../backend/src/common/text-fold.js';
import { seededRandom } from '../seeded-random.js';

/** What the products are, in en, fa and tr: names are an adjective and a noun of these, and a model number. */
export const NOUNS: [string, string, string][] = [
  ['carpet', 'فرش', 'halı'],
  ['rug', 'گلیم', 'kilim'],
  ['book', 'کتاب', 'kitap'],
  ['lamp', 'چراغ', 'lamba'],
  ['chair', 'صندلی', 'sandalye'],
  ['table', 'میز', 'masa'],
  ['teapot', 'قوری', 'demlik'],
  ['scarf', 'روسری', 'eşarp'],
  ['vase', 'گلدان', 'vazo'],
  ['mirror', 'آینه', 'ayna'],
  ['cushion', 'کوسن', 'yastık'],
  ['blanket', 'پتو', 'battaniye'],
  ['jacket', 'کاپشن', 'ceket'],
  ['shoe', 'کفش', 'ayakkabı'],
  ['watch', 'ساعت', 'saat'],
  ['phone', 'گوشی', 'telefon'],
  ['tablet', 'تبلت', 'tablet'],
  ['camera', 'دوربین', 'kamera'],
  ['kettle', 'کتری', 'çaydanlık'],
  ['bowl', 'کاسه', 'kâse'],
  ['plate', 'بشقاب', 'tabak'],
  ['necklace', 'گردنبند', 'kolye'],
  ['ring', 'انگشتر', 'yüzük'],
  ['bag', 'کیف', 'çanta'],
  ['towel', 'حوله', 'havlu'],
  ['curtain', 'پرده', 'perde'],
  ['candle', 'شمع', 'mum'],
  ['notebook', 'دفترچه', 'defter'],
  ['pen', 'خودکار', 'kalem'],
  ['map', 'نقشه', 'harita'],
];

export const ADJECTIVES: [string, string, string][] = [
  ['silk', 'ابریشمی', 'ipek'],
  ['wool', 'پشمی', 'yün'],
  ['handmade', 'دستباف', 'el yapımı'],
  ['blue', 'آبی', 'mavi'],
  ['red', 'قرمز', 'kırmızı'],
  ['green', 'سبز', 'yeşil'],
  ['antique', 'عتیقه', 'antika'],
  ['modern', 'مدرن', 'modern'],
  ['small', 'کوچک', 'küçük'],
  ['large', 'بزرگ', 'büyük'],
  ['copper', 'مسی', 'bakır'],
  ['leather', 'چرمی', 'deri'],
  ['golden', 'طلایی', 'altın'],
  ['Isfahan', 'اصفهان', 'İsfahan'],
  ['Istanbul', 'استانبولی', 'İstanbul'],
  ['Tabriz', 'تبریز', 'Tebriz'],
];

/** Index of the noun and the adjective of product n: two unrelated steps through n, as SQL computes them. */
export const nounOf = (n: number) => (n * 7919) % NOUNS.length;
export const adjectiveOf = (n: number) => Math.floor((n * 31337) / 7) % ADJECTIVES.length;

/**
 * What shoppers type into the header search, in a language: a noun, an adjective and a noun, the start of a word
 * being typed, and the forms folding must match (the Arabic kaf and yeh in Persian, dotted capitals in Turkish,
 * Persian digits for a model number).
 */
export function typedTerms(language: 'en' | 'fa', count: number, products: number, seed = 23): string[] {
  const random = seededRandom(seed);
  const at = language === 'en' ? 0 : 1;
  // A published product's number (seed-products.ts leaves every eleventh unpublished).
  const product = () => {
    const n = 1 + Math.floor(random() * (products - 1));
    return n % 11 === 0 ? n + 1 : n;
  };
  const word = (list: [string, string, string][]) => list[Math.floor(random() * list.length)][at];
  const persianDigits = (s: string) => s.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
  return Array.from({ length: count }, (_, i) => {
    switch (i % 5) {
      case 0:
        return word(NOUNS);
      case 1: {
        // An adjective and a noun that some product has (not every pair is drawn).
        const n = product();
        const [noun, adjective] = [NOUNS[nounOf(n)][at], ADJECTIVES[adjectiveOf(n)][at]];
        return language === 'en' ? `${adjective} ${noun}` : `${noun} ${adjective}`;
      }
      case 2:
        return word(NOUNS).slice(0, 3);
      case 3:
        // Arabic letters for Persian ones (as Arabic keyboards type them); capitals in English.
        return language === 'fa' ? word(NOUNS).replace(/ی/g, 'ي').replace(/ک/g, 'ك') : word(NOUNS).toUpperCase();
      default: {
        // A product's noun and part of its model number, as someone who has seen it types them.
        const n = product();
        const noun = NOUNS[nounOf(n)][at];
        const model = String(n).slice(0, 4);
        return language === 'fa' ? `${noun} ${persianDigits(model)}` : `${noun} ${model}`;
      }
    }
  });
}

/** A term with the folding the server applies, for reports. */
export const folded = (term: string) => foldText(term);
