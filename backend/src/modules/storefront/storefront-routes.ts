import type { RouteName } from '@saray/contracts/storefront/state';
import { isGuid } from '../../common/input.js';

/** Who may open a route (spec 1 §4.1): anyone, visitors only, signed-in customers, or administrators. */
export type Audience = 'anyone' | 'guests' | 'signedIn' | 'administrators';

export interface MatchedRoute {
  name: RouteName;
  params: Record<string, string>;
  audience: Audience;
}

/** The account routes of spec 1 §2.2 (and the profile); my customers is for administrators only. */
export const ACCOUNT_SECTIONS = new Set([
  'profile',
  'tickets',
  'mycustomers',
  'myaddresses',
  'favoriteproducts',
  'myproducts',
  'mynewproducts',
  'myproductorders',
  'mypayments',
  'myshipments',
  'myorders',
  'mywallets',
  'mydeposits',
  'mywithdrawals',
  'mystakes',
]);

/** Parts of the language's home page that belong to every page of the language (decision 29). */
export const LAYOUT_PARTS: ReadonlySet<string> = new Set(['header', 'menu', 'footer', 'mobilecommandmenu']);

const route = (name: RouteName, params: Record<string, string> = {}, audience: Audience = 'anyone'): MatchedRoute => ({
  name,
  params,
  audience,
});

const YEAR = /^\d{4}$/;
const MONTH = /^(0?[1-9]|1[0-2])$/;

/** /archives, /archives/{year}, /archives/{year}/{month}: a year of four digits and a month of 1–12 (or 01–12). */
function archives(year: string | undefined, month: string | undefined, length: number): MatchedRoute | undefined {
  if (length === 1) return route('Archives');
  if (length > 3 || !YEAR.test(year!) || (month !== undefined && !MONTH.test(month))) return undefined;
  return route('Archives', { year: year!, ...(month ? { month: String(Number(month)) } : {}) });
}

/**
 * Matches the part of a storefront path after the language and store segments to a route of spec 1 §2.1–2.2;
 * undefined is the 404 page. Route words are matched without regard to case (/Authentication, /authentication).
 *
 * @example matchRoute('/cat/product/3f2c…') // { name: 'Categories', params: { type: 'product', slug: '3f2c…' } }
 */
export function matchRoute(rest: string): MatchedRoute | undefined {
  const segments = rest.split('?')[0].split('/').filter(Boolean).map(decodeURIComponent);
  const [first = '', a, b, c] = segments;
  const word = first.toLowerCase();
  const at = (n: number) => segments.length <= n;
  switch (word) {
    case '':
      return route('Home');
    case 'pages':
      if (at(1)) return route('Content', { type: 'pages' });
      return at(2) ? route('Pages', { slug: a }) : undefined;
    case 'content':
      return at(3)
        ? route('Content', { ...(a ? { type: a.toLowerCase() } : {}), ...(b ? { slug: b } : {}) })
        : undefined;
    case 'p':
      return at(2) ? route('Products', a ? { slug: a } : {}) : undefined;
    case 'cat':
      if (at(1)) return route('Categories');
      if (at(2)) return route('Categories', isGuid(a!) ? { slug: a! } : { type: a!.toLowerCase() });
      return at(3) ? route('Categories', { type: a!.toLowerCase(), slug: b! }) : undefined;
    case 'shoppingcart':
      return at(2) ? route('ShoppingCart', a ? { slug: a } : {}) : undefined;
    case 'c':
      return at(2) ? route('SpecialCustomers', a ? { slug: a } : {}) : undefined;
    case 'payment':
      if (segments.length === 3 && b!.toLowerCase() === 'verify') return route('VerifyPayment', { paymentmethod: a! });
      return at(2) ? route('ExternalPayment', a ? { paymentguid: a } : {}) : undefined;
    case 'authentication':
      if (at(1)) return route('Auth', {}, 'guests');
      if (!at(2)) return undefined;
      if (a!.toLowerCase() === 'twofactorauthentication') return route('TwoFactorAuthentication', {}, 'signedIn');
      if (a!.toLowerCase() === 'changepassword') return route('ChangePassword', {}, 'signedIn');
      return undefined;
    case 'account': {
      const section = (a ?? 'myproductorders').toLowerCase();
      if (!ACCOUNT_SECTIONS.has(section) || !at(4)) return undefined;
      const params = { section, ...(b ? { entityName: b, slug: b } : {}), ...(c ? { entityId: c } : {}) };
      return route('Account', params, section === 'mycustomers' ? 'administrators' : 'signedIn');
    }
    case 'market':
      if (at(1)) return route('Markets');
      if (!at(2)) return undefined;
      if (a!.toLowerCase() === 'currencies') return route('Currencies');
      return /^[A-Za-z0-9]{2,30}$/.test(a!) ? route('Market', { symbol: a!.toUpperCase() }) : undefined;
    case 'staking':
      return at(1) ? route('Staking') : undefined;
    case 'lands':
      if (at(1)) return route('Lands');
      return at(2) && /^\d{1,9}$/.test(a!) ? route('Land', { id: a! }) : undefined;
    case 'loans':
      return at(1) ? route('Loans') : undefined;
    case 'contactus':
      return at(1) ? route('ContactUs') : undefined;
    case 'whitepaper':
      return at(1) ? route('WhitePaper') : undefined;
    case 'archives':
      return archives(a, b, segments.length);
    case 'compare':
      return at(1) ? route('Compare') : undefined;
    case 'error':
      return segments.length === 2 && a === '404' ? route('PageNotFound') : undefined;
    default:
      return undefined;
  }
}
