import type { Block, HeaderSettings, StorefrontState } from '@saray/contracts/storefront/state';

/** Header settings with every default of spec 1 §3 (what the server sends when the header block sets nothing). */
export const DEFAULT_HEADER: HeaderSettings = {
  logo: '',
  logodirectory: 'DataContents',
  logoheight: 100,
  logoclass: '',
  titleclass: '',
  showlanguage: true,
  showmenu: true,
  showprofile: true,
  showsearchbox: true,
  showhome: true,
  showproducts: true,
  showquickaccess: false,
  showsiteheader: true,
  menutype: 'simple',
  headertype: 'absolute',
  applycategoryfilter: false,
  applyaddressfilter: false,
  applyregionfilter: false,
  applypricefilter: false,
  applyattributefilter: false,
  searchtypes: 'content',
  searchbuttontype: 'append',
  searchboxclass: '',
  showmobilecommandmenu: false,
  showshoppingcard: true,
  shoppingcardshowtype: 'linkedmainshoppingcard',
  childmenuopentype: 'click',
  show: {},
};

/** A whole request state for rendering components in tests; pass what the test is about. */
export function testState(overrides: Partial<StorefrontState> = {}): StorefrontState {
  return {
    lang: 'en',
    dir: 'ltr',
    calendar: 'gregorian',
    base: '',
    origin: 'http://localhost:3000',
    store: { name: 'main', title: 'Saray Demo Bazaar', theme: 'official', currency: 'USD' },
    languages: [],
    messages: {},
    route: { name: 'Home', params: {}, path: '/' },
    status: 200,
    head: { title: 'Saray Demo Bazaar', canonical: 'http://localhost:3000/', alternates: [] },
    user: null,
    header: DEFAULT_HEADER,
    layout: {},
    layoutPageId: 0,
    cartCount: 0,
    menu: { blockId: null, items: [] },
    quickAccess: [],
    data: {},
    settings: {},
    year: 2026,
    ...overrides,
  };
}

/** A block of the given component with plain data content: `{ heading: 'Hi' }` → `{ heading: { content: 'Hi' } }`. */
export function testBlock(componentName: string, values: Record<string, unknown>, extra: Partial<Block> = {}): Block {
  return {
    id: 1,
    componentName,
    partName: 'main',
    entityName: 'Page',
    entityId: 1,
    displayOrder: 0,
    published: true,
    dataContent: Object.fromEntries(
      Object.entries(values).map(([k, content]) => [k, { title: k, type: 'text', content }]),
    ),
    ...extra,
  };
}
