import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OneOpenCart1795703581714 implements MigrationInterface {
  name = 'OneOpenCart1795703581714';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_orders" ADD "cart_key" character varying(40)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_product_orders_cart_key" ON "product_orders"  ("cart_key") WHERE "is_closed" = false AND "is_deleted" = false AND "is_purchased" = false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_product_orders_cart_key"`);
    await queryRunner.query(`ALTER TABLE "product_orders" DROP COLUMN "cart_key"`);
  }
}
