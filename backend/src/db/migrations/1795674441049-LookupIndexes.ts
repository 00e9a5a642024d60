import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LookupIndexes1795674441049 implements MigrationInterface {
  name = 'LookupIndexes1795674441049';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "ix_products_name_sku_meta_keywords_trgm" ON "products" USING gin ("name" gin_trgm_ops, "sku" gin_trgm_ops, "meta_keywords" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "ix_customers_username_email_mobile_first_name_last_name_trgm" ON "customers" USING gin ("username" gin_trgm_ops, "email" gin_trgm_ops, "mobile" gin_trgm_ops, "first_name" gin_trgm_ops, "last_name" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "ix_product_orders_invoice_number_barcode_description_trgm" ON "product_orders" USING gin ("invoice_number" gin_trgm_ops, "barcode" gin_trgm_ops, "description" gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_products_name_sku_meta_keywords_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."ix_customers_username_email_mobile_first_name_last_name_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."ix_product_orders_invoice_number_barcode_description_trgm"`);
  }
}
