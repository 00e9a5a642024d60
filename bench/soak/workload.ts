import { ChatDriver } from './chat.js';
import { request, type CallOptions } from './client.js';
import type { ActionKind, Recorder } from './recorder.js';

const LANG = 'en';
const LINES_PER_CHAT = 2;
// Access tokens live 15 minutes; a longer soak signs its users in again before theirs run out.
const TOKEN_MAX_AGE_MS = 10 * 60_000;
const CUSTOMER_PASSWORD = 'soak-customer-pass-1';

/** A signed-in user who signs in again before the token expires. */
class Session {
  private issued = Date.now();

  constructor(
    private readonly origin: string,
    private readonly recorder: Recorder,
    readonly username: string,
    private readonly password: string,
    private current: string,
  ) {}

  async token(kind: ActionKind): Promise<string> {
    if (Date.now() - this.issued < TOKEN_MAX_AGE_MS) return this.current;
    const body = { username: this.username, password: this.password };
    const res = await request(this.recorder, kind, this.origin, 'POST', '/api/Authentication/signin', { body });
    this.current = res.json<{ access_token: string }>().access_token;
    this.issued = Date.now();
    return this.current;
  }
}

/** What the virtual users share: the demo's pages, the products they buy and edit, the agent. */
interface Shared {
  categoryGuids: string[];
  productGuids: string[];
  searchTerms: string[];
  checkoutProductId: number;
  paymentTypeId: number;
  admin: Session;
  chat: ChatDriver;
}

/** One virtual user's own records: the customer who buys and the product the administrator edits. */
interface Own {
  customer: Session;
  editProductId: number;
  edits: number;
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: T[]): T => items[Math.floor(rng() * items.length)];

/**
 * The mixed traffic of the soak. Setup (not timed) reads the demo data and creates what the actions need through
 * the API, as a shop would: a product with stock for the carts, a payment type, one registered customer and one
 * product to edit per virtual user (so concurrent users never meet the same cart or record version), and the agent.
 */
export class Workload {
  private constructor(
    private readonly origin: string,
    private readonly recorder: Recorder,
    private readonly shared: Shared,
    private readonly own: Own[],
  ) {}

  static async prepare(
    origin: string,
    recorder: Recorder,
    clients: number,
    admin: { username: string; password: string },
  ): Promise<Workload> {
    const call = async <T>(method: string, path: string, options: CallOptions = {}): Promise<T> =>
      (await request(recorder, 'dashboard', origin, method, path, options)).json<T>();
    const signin = await call<{ access_token: string }>('POST', '/api/Authentication/signin', { body: admin });
    const token = signin.access_token;
    const adminSession = new Session(origin, recorder, admin.username, admin.password, token);
    const list = <T>(resource: string, filter: object) =>
      call<T[]>('GET', `/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`, {
        token,
      });
    const categories = await list<{ guid: string }>('categories', { entityName: 'Product', published: true });
    const products = await list<{ guid: string; name: string }>('products', { published: true });
    if (!categories.length || !products.length) throw new Error('the demo data has no published category or product');
    const coins = await list<{ id: number; symbol: string }>('coins', {});
    const [type] = await list<{ id: number }>('product-types', { isStockable: true });
    const newProduct = (name: string, stockQuantity: number) =>
      call<{ id: number }>('POST', '/api/products', {
        token,
        body: {
          name,
          price: '12.50',
          stockQuantity,
          isShipEnabled: false,
          baseCoinId: coins.find((c) => c.symbol === 'TRY')!.id,
          productTypeId: type.id,
        },
      });
    const checkoutProduct = await newProduct('Soak mug', 1_000_000_000);
    const paymentType = await call<{ id: number }>('POST', '/api/payment-types', {
      token,
      body: { name: 'Soak card', paymentMethod: 1, allCoin: true },
    });
    const own: Own[] = [];
    for (let i = 0; i < clients; i++) {
      const username = `soakbuyer${i}`;
      const registered = await call<{ access_token: string }>('POST', '/api/Authentication/register', {
        body: {
          username,
          email: `${username}@example.com`,
          password: CUSTOMER_PASSWORD,
          confirmPassword: CUSTOMER_PASSWORD,
        },
      });
      const customer = new Session(origin, recorder, username, CUSTOMER_PASSWORD, registered.access_token);
      own.push({ customer, editProductId: (await newProduct(`Soak edit ${i}`, 10)).id, edits: 0 });
    }
    const searchTerms = [...new Set(products.flatMap((p) => p.name.split(/\s+/)).filter((w) => w.length >= 3))];
    const chat = await ChatDriver.start(origin, recorder, token);
    const shared: Shared = {
      categoryGuids: categories.map((c) => c.guid),
      productGuids: products.map((p) => p.guid),
      searchTerms,
      checkoutProductId: checkoutProduct.id,
      paymentTypeId: paymentType.id,
      admin: adminSession,
      chat,
    };
    return new Workload(origin, recorder, shared, own);
  }

  close(): void {
    this.shared.chat.close();
  }

  private get(kind: ActionKind, path: string, options?: CallOptions) {
    return request(this.recorder, kind, this.origin, 'GET', path, options);
  }

  /** A storefront page: the home page, a category's product list or a product page. */
  async browse(rng: Rng): Promise<void> {
    const page = rng();
    if (page < 1 / 3) await this.get('browse', `/${LANG}/`);
    else if (page < 2 / 3) await this.get('browse', `/${LANG}/cat/${pick(rng, this.shared.categoryGuids)}`);
    else await this.get('browse', `/${LANG}/p/${pick(rng, this.shared.productGuids)}`);
  }

  /**
   * The header's live search (GET /api/Search, as the search box calls it while the visitor types), or the product
   * list page filtered by price, which is where the storefront's search form leads for products.
   */
  async search(rng: Rng): Promise<void> {
    if (rng() < 0.5) {
      const term = encodeURIComponent(pick(rng, this.shared.searchTerms));
      await this.get('search', `/api/Search?term=${term}&lang=${LANG}`);
    } else {
      const max = 20 + Math.floor(rng() * 500);
      await this.get('search', `/${LANG}/cat/product?minprice=1&maxprice=${max}`);
    }
  }

  /** A whole checkout as bench/checkout does it: a new cart with the product, the payment method, the close. */
  async checkout(client: number): Promise<void> {
    const token = await this.own[client].customer.token('checkout');
    const post = (path: string, body: object) =>
      request(this.recorder, 'checkout', this.origin, 'POST', `/api/ProductOrders/${path}`, { token, body });
    await post('AddCart', { productId: this.shared.checkoutProductId });
    await post('saveCustomerProductOrder', { paymentTypeId: this.shared.paymentTypeId });
    await post('closeCart', {});
  }

  /** The dashboard's edit of a product: the list, the record with its version, the save with If-Match. */
  async dashboard(client: number): Promise<void> {
    const token = await this.shared.admin.token('dashboard');
    const own = this.own[client];
    await this.get('dashboard', `/api/products?sort=${encodeURIComponent('["id","DESC"]')}&range=[0,24]`, { token });
    const record = await this.get('dashboard', `/api/products/${own.editProductId}`, { token });
    const etag = record.headers.get('etag') ?? '';
    await request(this.recorder, 'dashboard', this.origin, 'PUT', `/api/products/${own.editProductId}`, {
      token,
      headers: { 'if-match': etag },
      body: { name: `Soak edit ${client} #${++own.edits}` },
    });
  }

  chat(): Promise<void> {
    return this.shared.chat.chat(LINES_PER_CHAT);
  }
}
