import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LocalizedFields1795711217018 implements MigrationInterface {
  name = 'LocalizedFields1795711217018';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "coins" ADD "description_fa" text`);
    await queryRunner.query(`ALTER TABLE "coins" ADD "description_tr" text`);
    await queryRunner.query(`ALTER TABLE "attributes" ADD "name_fa" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "attributes" ADD "name_tr" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "attribute_values" ADD "name_fa" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "attribute_values" ADD "name_tr" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "products" ADD "name_fa" character varying(400)`);
    await queryRunner.query(`ALTER TABLE "products" ADD "name_tr" character varying(400)`);
    await queryRunner.query(`ALTER TABLE "products" ADD "description_fa" text`);
    await queryRunner.query(`ALTER TABLE "products" ADD "description_tr" text`);
    await queryRunner.query(`ALTER TABLE "products" ADD "meta_title_fa" character varying(400)`);
    await queryRunner.query(`ALTER TABLE "products" ADD "meta_title_tr" character varying(400)`);
    await queryRunner.query(`ALTER TABLE "products" ADD "meta_description_fa" character varying(4000)`);
    await queryRunner.query(`ALTER TABLE "products" ADD "meta_description_tr" character varying(4000)`);
    await queryRunner.query(`ALTER TABLE "product_types" ADD "name_fa" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "product_types" ADD "name_tr" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "categories" ADD "name_fa" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "categories" ADD "name_tr" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "categories" ADD "description_fa" text`);
    await queryRunner.query(`ALTER TABLE "categories" ADD "description_tr" text`);
    await queryRunner.query(`ALTER TABLE "categories" ADD "meta_title_fa" character varying(400)`);
    await queryRunner.query(`ALTER TABLE "categories" ADD "meta_title_tr" character varying(400)`);
    await queryRunner.query(`ALTER TABLE "categories" ADD "meta_description_fa" character varying(4000)`);
    await queryRunner.query(`ALTER TABLE "categories" ADD "meta_description_tr" character varying(4000)`);
    await queryRunner.query(`ALTER TABLE "tags" ADD "name_fa" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "tags" ADD "name_tr" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "payment_types" ADD "name_fa" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "payment_types" ADD "name_tr" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "payment_types" ADD "description_fa" character varying(4000)`);
    await queryRunner.query(`ALTER TABLE "payment_types" ADD "description_tr" character varying(4000)`);
    await queryRunner.query(`ALTER TABLE "shipment_types" ADD "name_fa" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "shipment_types" ADD "name_tr" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "shipment_types" ADD "description_fa" character varying(4000)`);
    await queryRunner.query(`ALTER TABLE "shipment_types" ADD "description_tr" character varying(4000)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shipment_types" DROP COLUMN "description_tr"`);
    await queryRunner.query(`ALTER TABLE "shipment_types" DROP COLUMN "description_fa"`);
    await queryRunner.query(`ALTER TABLE "shipment_types" DROP COLUMN "name_tr"`);
    await queryRunner.query(`ALTER TABLE "shipment_types" DROP COLUMN "name_fa"`);
    await queryRunner.query(`ALTER TABLE "payment_types" DROP COLUMN "description_tr"`);
    await queryRunner.query(`ALTER TABLE "payment_types" DROP COLUMN "description_fa"`);
    await queryRunner.query(`ALTER TABLE "payment_types" DROP COLUMN "name_tr"`);
    await queryRunner.query(`ALTER TABLE "payment_types" DROP COLUMN "name_fa"`);
    await queryRunner.query(`ALTER TABLE "tags" DROP COLUMN "name_tr"`);
    await queryRunner.query(`ALTER TABLE "tags" DROP COLUMN "name_fa"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "meta_description_tr"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "meta_description_fa"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "meta_title_tr"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "meta_title_fa"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "description_tr"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "description_fa"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "name_tr"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "name_fa"`);
    await queryRunner.query(`ALTER TABLE "product_types" DROP COLUMN "name_tr"`);
    await queryRunner.query(`ALTER TABLE "product_types" DROP COLUMN "name_fa"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "meta_description_tr"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "meta_description_fa"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "meta_title_tr"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "meta_title_fa"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "description_tr"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "description_fa"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "name_tr"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "name_fa"`);
    await queryRunner.query(`ALTER TABLE "attribute_values" DROP COLUMN "name_tr"`);
    await queryRunner.query(`ALTER TABLE "attribute_values" DROP COLUMN "name_fa"`);
    await queryRunner.query(`ALTER TABLE "attributes" DROP COLUMN "name_tr"`);
    await queryRunner.query(`ALTER TABLE "attributes" DROP COLUMN "name_fa"`);
    await queryRunner.query(`ALTER TABLE "coins" DROP COLUMN "description_tr"`);
    await queryRunner.query(`ALTER TABLE "coins" DROP COLUMN "description_fa"`);
  }
}
