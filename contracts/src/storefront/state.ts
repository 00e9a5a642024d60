/**
 * What the server hands the storefront for one request: everything a screen draws, already read, checked and
 * sanitised (rich text passes sanitize-html on the server before it gets here). The same object renders the HTML on
 * the server and hydrates it in the browser, so both draw the same tree.
 */

import type { TicketsView } from './views/tickets.js';
import type { ExchangeView } from './views/exchange.js';
import type { CheckoutView, InvoiceView, PaymentVerifyView, PaymentView } from './views/checkout.js';
import type { LandsView } from './views/lands.js';
import type { ListingView, PlaceFilter, RangeFilter } from './views/listing.js';
import type { ListView, ProfileView } from './views/account.js';
import type { ArchiveView, ContactView } from './views/content.js';
import type { PriceComparisonView } from './views/price-comparison.js';
import type { CategoryMenuNode, CompareView } from './views/compare.js';

export * from './views/tickets.js';
export * from './views/exchange.js';
export * from './views/checkout.js';
export * from './views/lands.js';
export * from './views/listing.js';
export * from './views/account.js';
export * from './views/content.js';
export * from './views/price-comparison.js';
export * from './views/compare.js';
export type Language = 'en' | 'fa' | 'tr';

/** The storefront's themes (spec 1 §1), chosen per store by the store.theme setting. */
export const THEME_NAMES = ['official', 'theme4', 'theme_digi', 'theme_melk', 'theme_torob'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** Route names of spec 1 §2.1–2.2. */
export type RouteName =
  | 'Home'
  | 'Pages'
  | 'Content'
  | 'Products'
  | 'Categories'
  | 'ShoppingCart'
  | 'SpecialCustomers'
  | 'ExternalPayment'
  | 'VerifyPayment'
  | 'Auth'
  | 'TwoFactorAuthentication'
  | 'ChangePassword'
  | 'Account'
  | 'Markets'
  | 'Market'
  | 'Currencies'
  | 'Staking'
  | 'Lands'
  | 'Land'
  | 'Loans'
  | 'ContactUs'
  | 'WhitePaper'
  | 'Archives'
  | 'Compare'
  | 'PageNotFound'
  | 'ServerError';

/** One control's value in a block's data content (spec 3 "Data content value"). */
export interface DataField {
  title?: string;
  type?: string;
  translate?: boolean;
  content?: unknown;
  directory?: string;
  disabled?: boolean;
}

export type DataContent = Record<string, DataField | undefined>;

/** A content block (spec 3 "Content block"): the component that draws it and its data. */
export interface Block {
  id: number;
  guid?: string;
  version?: number;
  componentName: string;
  title?: string | null;
  description?: string | null;
  partName: string;
  entityName: string;
  entityId: number;
  displayOrder: number;
  published: boolean;
  contentTemplateId?: number | null;
  dataContent: DataContent;
  /**
   * What the server read for the block (its products, its content list, …) by the loader registered for its
   * componentName; absent for blocks that draw their data content alone.
   */
  resolved?: {
    products?: ProductCard[];
    pages?: { title: string; slug: string; type: string; metaDescription?: string | null }[];
    customers?: { id: number; name: string; avatar?: string | null }[];
    cart?: RouteData['cart'];
  };
}

/** A menu item kept in a menu block's dataContent 'menuitems' (spec 3 §3). */
export interface MenuItem {
  id: string;
  title: string;
  link: string;
  opennewtab?: boolean;
  parentid?: string | null;
  image?: string;
  smallimage?: string;
  directory?: string;
}

/** A footer social / address link or a mobile command (spec 3 "Link item"). */
export interface LinkItem {
  title?: string;
  link?: string;
  linktext?: string;
  linktarget?: string;
  description?: string;
  image?: string;
  directory?: string;
  smallimage?: string;
  smallimagedirectory?: string;
  logocode?: string;
}

export interface ProductCard {
  id: number;
  guid: string;
  name: string;
  sku: string;
  price: string;
  oldPrice?: string | null;
  picture?: string | null;
  markAsNew?: boolean;
  stockQuantity?: number;
  currency?: string;
  /** Its category: products of one category are of one kind, which a comparison holds. */
  categoryId?: number | null;
  /** Its attribute facts and place, when it has any (a property's area, rooms and city). */
  listing?: ListingView;
}

export interface ProductDetail extends ProductCard {
  /** Every picture in the gallery's order, the main one (`picture`) first. */
  pictures?: string[];
  description?: string | null;
  category?: { guid: string; name: string } | null;
  metaDescription?: string | null;
  /** Its specification: the attributes it has a value for, in their display order (absent when none). */
  attributes?: ProductAttribute[];
}

/** One row of a product's specification table. */
export interface ProductAttribute {
  name: string;
  /** The attribute's group (its groupName), which heads a part of the table. */
  group?: string | null;
  /** The value as shown; a flag is 'true' or 'false', html is rich text already cleaned. */
  value: string;
  kind: 'text' | 'flag' | 'html';
}

export interface CategoryCard {
  id: number;
  guid: string;
  name: string;
  parentCategoryId: number;
  description?: string | null;
  /** The first of its pictures (a stored file name), shown on its tile in the category list. */
  picture?: string | null;
}

export interface PageView {
  id: number;
  guid: string;
  slug: string;
  type: string;
  title: string;
  description?: string | null;
  layoutType: string;
  published: boolean;
  includeInTopMenu: boolean;
  includeInSitemap: boolean;
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  dataContent?: string | null;
  version?: number;
}

export interface ContentView {
  id: number;
  guid: string;
  type?: string | null;
  title?: string | null;
  description?: string | null;
  componentName: string;
  dataContent: DataContent;
}

/** The header settings of spec 1 §3, defaults filled; flags already read as booleans. */
export interface HeaderSettings {
  logo: string;
  logodirectory: string;
  logoheight: number;
  logoclass: string;
  titleclass: string;
  showlanguage: boolean;
  showmenu: boolean;
  showprofile: boolean;
  showsearchbox: boolean;
  showhome: boolean;
  showproducts: boolean;
  showquickaccess: boolean;
  showsiteheader: boolean;
  menutype: string;
  headertype: string;
  applycategoryfilter: boolean;
  applyaddressfilter: boolean;
  applyregionfilter: boolean;
  applypricefilter: boolean;
  applyattributefilter: boolean;
  searchtypes: string;
  searchbuttontype: string;
  searchboxclass: string;
  showmobilecommandmenu: boolean;
  showshoppingcard: boolean;
  shoppingcardshowtype: string;
  childmenuopentype: string;
  /** show{routename} switches of the profile menu, lower-case route name → on. */
  show: Record<string, boolean>;
}

export interface SignedInUser {
  username: string;
  firstname?: string | null;
  lastname?: string | null;
  roles: string[];
  isAdmin: boolean;
}

export interface HeadTags {
  title: string;
  description?: string;
  keywords?: string;
  canonical: string;
  alternates: { lang: Language; href: string }[];
  /** Open Graph properties (og:title, og:type, …), products only. */
  og?: Record<string, string>;
  robots?: string;
  /** The page's main picture (its largest paint), fetched before the scripts: its AVIF srcset and sizes. */
  preloadImage?: { srcset: string; sizes: string; type: string };
}

/** Per-route data; the screen for the route reads the member it needs. */
export interface RouteData {
  page?: PageView;
  /** Pages of one type (news, blogs) for a listing. */
  pages?: PageView[];
  content?: ContentView;
  /** The cart screen: the open cart with its checkout choices, what can be chosen, and the amounts. */
  checkout?: CheckoutView;
  /** /shoppingcart/{guid}: an order's invoice, or the open cart's pre-invoice, to print. */
  invoice?: InvoiceView;
  /** The payment page (/payment/{guid}); null when the visitor must sign in to see it. */
  payment?: PaymentView | null;
  /** What a payment gateway's callback came to (/payment/{method}/verify). */
  verify?: PaymentVerifyView;
  /** The open cart's lines. */
  cart?: {
    items: { id: number; name: string; guid: string | null; quantity: number; price: string }[];
    total: string;
    /** The coin the cart is in (its order's). */
    coin?: string;
  };
  product?: ProductDetail;
  /** A price comparison theme's offers, price history, summaries and price drops (views/price-comparison.ts). */
  priceComparison?: PriceComparisonView;
  /** A product page's other products of its category, a handful. */
  related?: ProductCard[];
  /** The order a payment page's payment pays, as its confirmation shows it. */
  order?: InvoiceView;
  products?: ProductCard[];
  category?: CategoryCard;
  categories?: CategoryCard[];
  /** The product list's filters the header switches on (applycategoryfilter, applypricefilter, applyattributefilter). */
  filters?: ProductFilters;
  /** Parts of the page's own blocks, by partName ('main', 'side', 'side2'). */
  parts?: Record<string, Block[]>;
  /**
   * Auth screen mode: signin, code (with a code from the messaging bot), register, forgotpassword, setpassword,
   * changepassword, twofactor.
   */
  mode?: string;
  returnUrl?: string;
  /** The account section (tickets, myaddresses, …) and its parameters. */
  section?: string;
  /** The section's records as a table, labels already translated; `max` is a limit such as the address count. */
  account?: {
    columns: { field: string; label: string; type?: string }[];
    rows: Record<string, unknown>[];
    /** The search, order and page the rows are; absent for a single record. */
    list?: ListView;
    max?: number;
    /** How many records count against `max` (all the customer's, whatever the search). */
    kept?: number;
    /** The customer may add a record here with these fields (the server checks it again). */
    form?: AccountForm;
    /** The customer may delete the rows. */
    deletable?: boolean;
  };
  /** The error's id for a 500 page, to quote to support. */
  errorId?: string;
  /** The exchange screens: markets, one pair, currencies, staking plans. */
  exchange?: ExchangeView;
  /** /account/tickets: the customer's tickets and those they handle, or one ticket with its posts. */
  tickets?: TicketsView;
  /** The land sale: the planet map, a land's page, the loan plans. */
  lands?: LandsView;
  /** /account/profile: the customer's own record and the attributes the store asks of customers. */
  profile?: ProfileView;
  /** /contactus: the form's choices. */
  contact?: ContactView;
  /** /archives: the months with posts and a page of posts. */
  archive?: ArchiveView;
  /** /compare: the products compared side by side and their attributes in rows. */
  compare?: CompareView;
}

export interface PersonView {
  id: number;
  username: string | null;
  name: string;
}

/** A field of an account form; a relation is a choice among another entity's records, narrowed by a parent field. */
export interface AccountField {
  name: string;
  label: string;
  /** tel: a phone number (x-phone), typed freely and stored by the server in international form. */
  type: 'text' | 'textarea' | 'number' | 'money' | 'tel' | 'relation';
  required?: boolean;
  relation?: {
    resource: string;
    title: string;
    filter?: Record<string, unknown>;
    parent?: string;
    /** For countries, provinces and cities: only the places mapped to every record of this entity. */
    placesOf?: string;
    /**
     * A field of the chosen record shown under the choice, with a button that copies it, and the translation key of
     * its label (a network's deposit address).
     */
    detail?: { field: string; label: string };
  };
}

export interface AccountForm {
  /** The API resource a new record is posted to (and deleted from). */
  resource: string;
  /** The call a new record is posted to instead, when it is not the resource (a withdrawal request). */
  action?: string;
  fields: AccountField[];
  /** Values sent with every new record (a product's type). */
  defaults?: Record<string, unknown>;
  /** What happens to a new record, translated (it waits for approval). */
  note?: string;
}

/** The filters of a product list and what the visitor applied (read back from the address's query). */
export interface ProductFilters {
  /** The text the list is narrowed by (the header search sends its Enter here), in any language of the names. */
  q?: string;
  price?: { min: string; max: string };
  categories?: { guid: string; name: string }[];
  category?: string;
  attributes?: { id: number; name: string; values: string[] }[];
  /** Applied attribute choices as 'attributeId:value'. */
  attr?: string[];
  /** Number attributes as ranges; offered on lists that hold listings carrying them. */
  ranges?: RangeFilter[];
  /** The cities (applyaddressfilter) and regions (applyregionfilter) of listings, and the chosen ones' ids. */
  cities?: PlaceFilter[];
  city?: number;
  regions?: PlaceFilter[];
  region?: number;
}

/** What the media library says of one picture a page shows; a member it has nothing useful for is left out. */
export interface PictureMedia {
  /** Its alternative text in the page's language, else the store's language, else the default language. */
  alt?: string;
  /** The point a crop keeps in view, 'x y' in percent of the width and height; absent for the middle ('50 50'). */
  focalPoint?: string;
}

export interface StorefrontState {
  lang: Language;
  dir: 'ltr' | 'rtl';
  calendar: 'persian' | 'gregorian';
  /** The path prefix every link starts with: '' (default language), '/fa', or '/fa/main'. */
  base: string;
  /** The absolute origin links in the head use (canonical, hreflang, og:url). */
  origin: string;
  store: {
    name: string;
    title: string;
    theme: ThemeName;
    currency: string;
    /** Set while an administrator previews `theme`: the theme visitors see meanwhile. */
    preview?: { live: ThemeName };
  };
  /** Languages offered in the language dropdown (multilanguage on and availablelanguagesinpublic). */
  languages: { code: Language; locale: string; name: string; href: string }[];
  /** The storefront's translations for this language, dotted keys, polyglot %{name} placeholders. */
  messages: Record<string, string>;
  route: { name: RouteName; params: Record<string, string>; path: string };
  status: number;
  head: HeadTags;
  user: SignedInUser | null;
  header: HeaderSettings;
  /** Site-wide blocks of the language (header settings, menu, footer, …) by partName. */
  layout: Record<string, Block[]>;
  /** The language's home page, which holds the site-wide blocks (0 when the language has none yet). */
  layoutPageId: number;
  /** Items in the signed-in customer's open cart (spec 1 §2.5: the length of its productOrderItems). */
  cartCount: number;
  menu: { blockId: number | null; items: MenuItem[] };
  /** The product categories as a tree, for the themes whose header has a category menu (CATEGORY_MENU_THEMES). */
  categoryMenu?: CategoryMenuNode[];
  /** Pages flagged includeInTopMenu, for the quick-access menu. */
  quickAccess: { id: number; slug: string; title: string }[];
  data: RouteData;
  /**
   * The media library's entries of the stored pictures the page's data and site-wide blocks hold, by file name (as
   * Picture is given it); absent when none of them has an alternative text or a focal point.
   */
  media?: Record<string, PictureMedia>;
  /** Settings the screens read: customer.canchangeprofile, … (strings as stored). */
  settings: Record<string, string>;
  /** The year of the copyright line, from the server's clock so server and browser agree. */
  year: number;
}
