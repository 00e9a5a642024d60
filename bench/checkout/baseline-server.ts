import Fastify from 'fastify';
import pg from 'pg';
import { scratchPool } from '../api-list/scratch-database.js';

export interface CheckoutBaseline {
  origin: string;
  /** Statements sent so far. */
  statements(): number;
  close(): Promise<void>;
}

/**
 * The same checkout written by hand on Fastify and pg, with no framework, validation, access checks or totals:
 * add a line (creating the open cart), choose the payment type, close (lock the order, take stock with one
 * conditional UPDATE, number the invoice, write the order and the payment due). The floor Saray is compared to.
 */
export async function startCheckoutBaseline(databaseUrl: string): Promise<CheckoutBaseline> {
  const pool = scratchPool(databaseUrl, 10);
  // A connection the server ends (the scratch database is dropped WITH FORCE at the end) is no failure of the run;
  // without a listener the pool's 'error' event would end the process.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err;
  });
  let statements = 0;
  const query = async <T extends pg.QueryResultRow>(
    client: pg.PoolClient | pg.Pool,
    sql: string,
    params: unknown[] = [],
  ) => {
    statements++;
    return (await client.query<T>(sql, params)).rows;
  };
  const app = Fastify();

  app.post<{ Body: { customerId: number; productId: number } }>('/add', async (req) => {
    const { customerId, productId } = req.body;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      let [cart] = await query<{ id: number }>(
        client,
        'SELECT id FROM product_orders WHERE customer_id = $1 AND NOT is_closed ORDER BY id DESC LIMIT 1 FOR UPDATE',
        [customerId],
      );
      if (!cart)
        [cart] = await query<{ id: number }>(
          client,
          `INSERT INTO product_orders (customer_id, coin_id, version) SELECT $1, base_coin_id, 1 FROM products WHERE id = $2 RETURNING id`,
          [customerId, productId],
        );
      await query(
        client,
        'INSERT INTO product_order_items (product_order_id, product_id, quantity, version) VALUES ($1, $2, 1, 1)',
        [cart.id, productId],
      );
      await client.query('COMMIT');
      return { id: cart.id };
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  });

  app.post<{ Body: { orderId: number; paymentTypeId: number } }>('/choose', async (req) => {
    await query(pool, 'UPDATE product_orders SET payment_type_id = $2 WHERE id = $1', [
      req.body.orderId,
      req.body.paymentTypeId,
    ]);
    return { ok: true };
  });

  app.post<{ Body: { orderId: number } }>('/close', async (req, reply) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const [order] = await query<{ id: number; customer_id: number; coin_id: number; payment_type_id: number }>(
        client,
        'SELECT * FROM product_orders WHERE id = $1 FOR UPDATE',
        [req.body.orderId],
      );
      const lines = await query<{ product_id: number; quantity: number; price: string }>(
        client,
        'SELECT i.product_id, i.quantity, p.price FROM product_order_items i JOIN products p ON p.id = i.product_id WHERE i.product_order_id = $1',
        [order.id],
      );
      let total = 0;
      for (const l of lines) {
        const taken = await query(
          client,
          'UPDATE products SET stock_quantity = stock_quantity - $2 WHERE id = $1 AND stock_quantity >= $2 RETURNING id',
          [l.product_id, l.quantity],
        );
        if (!taken.length) {
          await client.query('ROLLBACK');
          return reply.code(409).send({ error: 'cart.error.outofstock' });
        }
        total += Number(l.price) * l.quantity;
      }
      const [{ last_number: number }] = await query<{ last_number: number }>(
        client,
        `INSERT INTO invoice_counters (store_id, last_number, version) VALUES (1, 1, 1)
         ON CONFLICT (store_id) DO UPDATE SET last_number = invoice_counters.last_number + 1 RETURNING last_number`,
      );
      await query(
        client,
        'UPDATE product_orders SET is_closed = true, invoice_number = $2, total_price = $3 WHERE id = $1',
        [order.id, String(number), total.toFixed(2)],
      );
      await query(
        client,
        `INSERT INTO payments (is_receipt, amount, coin_id, customer_id, payment_type_id, entity_name, entity_id, version)
         VALUES (true, $1, $2, $3, $4, 'ProductOrder', $5, 1)`,
        [total.toFixed(2), order.coin_id, order.customer_id, order.payment_type_id, order.id],
      );
      await client.query('COMMIT');
      return { invoiceNumber: String(number) };
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('baseline is not listening on TCP');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    statements: () => statements,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
