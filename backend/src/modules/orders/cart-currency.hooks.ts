import { Inject, Injectable } from '@nestjs/common';
import { invalid } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { readRelated, touches } from '../../crud/related.js';
import type { CrudTx } from '../../crud/unit-of-work.js';
import { Registry } from '../../schema/registry.js';

/** One currency per cart (spec 2 §5): what is bought or paid for an order is in the order's coin. */
export function assertOrderCoin(coinId: unknown, orderCoinId: unknown, field: string): void {
  if (coinId !== orderCoinId) throw invalid('cart.error.currencymismatch', field);
}

/**
 * One currency per cart (spec 2 §5): every line's product is priced in the order's coin, and the shipment of an
 * order is in that coin by a shipment type that takes it. The order's coin is fixed while it has lines (its
 * x-rules), and the order row is locked by each line's write (the line's parent), so the check holds.
 */
@Injectable()
@HooksFor('ProductOrderItem')
export class ProductOrderItemHooks implements EntityHooks {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  async beforeWrite({ op, tx, current, values }: HookContext): Promise<void> {
    if (op === 'delete' || !touches(current, values, 'productOrderId', 'productId')) return;
    const item = { ...current, ...values };
    const order = await readRelated(tx, this.registry, 'ProductOrder', item.productOrderId);
    const product = await readRelated(tx, this.registry, 'Product', item.productId, 'share');
    if (order && product) assertOrderCoin(product.baseCoinId, order.coinId, 'productId');
  }
}

@Injectable()
@HooksFor('Shipment')
export class ShipmentHooks implements EntityHooks {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  async beforeWrite({ op, action, tx, current, values }: HookContext): Promise<void> {
    if (op === 'delete' || action) return;
    const shipment = { ...current, ...values };
    if (touches(current, values, 'shipmentTypeId', 'coinId')) {
      const type = await readRelated(tx, this.registry, 'ShipmentType', shipment.shipmentTypeId, 'share');
      if (type && type.baseCoinId !== shipment.coinId)
        throw invalid('shipment.error.typeunavailableforcoin', 'shipmentTypeId');
    }
    if (touches(current, values, 'productOrderId', 'coinId'))
      await this.assertOrderCoin(tx, shipment.productOrderId, shipment.coinId);
  }

  private async assertOrderCoin(tx: CrudTx, orderId: unknown, coinId: unknown): Promise<void> {
    const order = await readRelated(tx, this.registry, 'ProductOrder', orderId, 'share');
    if (order) assertOrderCoin(coinId, order.coinId, 'coinId');
  }
}
