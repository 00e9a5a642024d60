import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InternationalPhoneNumbers1795765129054 implements MigrationInterface {
  name = 'InternationalPhoneNumbers1795765129054';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Phone fields hold E.164 numbers (decision 88). An address's numbers were the ten digits of the old
    // (999) 999-9999 mask, a North American number.
    for (const column of ['phone_number', 'fax_number'])
      await queryRunner.query(
        `UPDATE "customer_addresses" SET "${column}" = '+1' || "${column}" WHERE "${column}" ~ '^[0-9]{10}$'`,
      );
    // A store's phone was free text: the numbers it holds take their E.164 form (read as Iranian without a country
    // code); other text stays as it is, and the store's next save asks for a number.
    const stores: { id: number; phone: string }[] = await queryRunner.query(
      `SELECT "id", "company_phone_number" AS "phone" FROM "stores" WHERE "company_phone_number" IS NOT NULL`,
    );
    for (const { id, phone } of stores) {
      const parsed = parsePhoneNumberFromString(phone, { defaultCountry: 'IR', extract: false });
      if (parsed?.isValid() && !parsed.ext && parsed.number !== phone)
        await queryRunner.query(`UPDATE "stores" SET "company_phone_number" = $1 WHERE "id" = $2`, [parsed.number, id]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Only the numbers the old mask could hold go back to its digits; a store's phone keeps its E.164 form.
    for (const column of ['phone_number', 'fax_number'])
      await queryRunner.query(
        `UPDATE "customer_addresses" SET "${column}" = substr("${column}", 3) WHERE "${column}" ~ '^\\+1[0-9]{10}$'`,
      );
  }
}
