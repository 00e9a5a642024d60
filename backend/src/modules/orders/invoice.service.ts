import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import type { InvoiceView } from '@saray/contracts/storefront/state';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { isGuid } from '../../common/input.js';
import { priceOrder } from './checkout.js';
import { readLines, type OrderRow } from './order-read.js';

const ORDER_SQL = `SELECT o.*, c.symbol AS coin,
  concat_ws(' ', cu.first_name, cu.last_name) AS customer_name, cu.username, cu.email, cu.mobile,
  concat_ws(', ', a.address_detail, ci.name, pr.name, co.name, a.zip_postal_code) AS customer_address,
  s.company_name, s.name AS store_name, s.company_address, s.company_phone_number
  FROM product_orders o JOIN coins c ON c.id = o.coin_id JOIN customers cu ON cu.id = o.customer_id
  LEFT JOIN customer_addresses a ON a.id = o.customer_address_id
  LEFT JOIN cities ci ON ci.id = a.city_id LEFT JOIN provinces pr ON pr.id = a.province_id
  LEFT JOIN countries co ON co.id = a.country_id
  LEFT JOIN stores s ON s.id = COALESCE(o.store_id, (SELECT min(id) FROM stores))
  WHERE NOT o.is_deleted AND `;

type InvoiceRow = OrderRow & {
  coin: string;
  customer_name: string;
  username: string | null;
  email: string | null;
  mobile: string | null;
  customer_address: string | null;
  company_name: string | null;
  store_name: string;
  company_address: string | null;
  company_phone_number: string | null;
  invoice_date: string | Date | null;
  price: string | null;
  discount_price: string | null;
  tax_price: string | null;
  shipping_price: string | null;
  fee_price: string | null;
};

/**
 * The invoice of a closed order, with the amounts it was closed at, and the pre-invoice of an open cart, priced as
 * it would close now: for the order's customer or an administrator only.
 */
@Injectable()
export class InvoiceService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async invoice(actor: Actor, guid: string): Promise<InvoiceView> {
    if (!isGuid(guid)) throw AppError.notFound('order.error.notfound');
    const [order] = (await this.dataSource.query(`${ORDER_SQL} o.guid = $1`, [guid])) as InvoiceRow[];
    const mine = order && (actor.id === order.customer_id || actor.roles.includes('administrators'));
    if (!mine) throw AppError.notFound('order.error.notfound');
    return this.build(order);
  }

  /** The invoice of an order by id, for a caller the generic print check has already let through. */
  async invoiceOf(id: number): Promise<InvoiceView> {
    const [order] = (await this.dataSource.query(`${ORDER_SQL} o.id = $1`, [id])) as InvoiceRow[];
    if (!order) throw AppError.notFound('order.error.notfound');
    return this.build(order);
  }

  private async build(order: InvoiceRow): Promise<InvoiceView> {
    const manager = this.dataSource.manager;
    const lines = await readLines(manager, order.id);
    const closed = order.is_closed;
    const unit = (l: (typeof lines)[number]) => (closed ? l.unit_price : null) ?? l.price ?? '0';
    const rows = lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitPrice: String(unit(l)),
      total: new Decimal(unit(l)).mul(l.quantity).toFixed(),
    }));
    let amounts: InvoiceView['amounts'] = null;
    if (closed)
      amounts = {
        price: String(order.price ?? '0'),
        discountPrice: String(order.discount_price ?? '0'),
        taxPrice: String(order.tax_price ?? '0'),
        shippingPrice: String(order.shipping_price ?? '0'),
        feePrice: String(order.fee_price ?? '0'),
        totalPrice: String(order.total_price ?? '0'),
      };
    else if (lines.length)
      amounts = await priceOrder(manager, order, lines).catch((err: unknown) => {
        if (err instanceof AppError) return null;
        throw err;
      });
    const date =
      order.invoice_date instanceof Date ? order.invoice_date.toISOString().slice(0, 10) : order.invoice_date;
    return {
      kind: closed ? 'invoice' : 'preinvoice',
      guid: order.guid,
      invoiceNumber: order.invoice_number,
      invoiceDate: date,
      seller: {
        name: order.company_name ?? order.store_name,
        address: order.company_address,
        phone: order.company_phone_number,
      },
      customer: {
        name: order.customer_name || order.username || '',
        email: order.email,
        mobile: order.mobile,
        address: order.customer_address || null,
      },
      coin: order.coin,
      lines: rows,
      amounts: amounts && {
        price: amounts.price,
        discountPrice: amounts.discountPrice,
        taxPrice: amounts.taxPrice,
        shippingPrice: amounts.shippingPrice,
        feePrice: amounts.feePrice,
        totalPrice: amounts.totalPrice,
      },
      subtotal: rows.reduce((s, r) => s.plus(r.total), new Decimal(0)).toFixed(),
      isPaid: order.is_paid,
    };
  }
}
