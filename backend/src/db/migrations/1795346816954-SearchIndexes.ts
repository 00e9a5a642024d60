import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The storefront search (backend/src/modules/search): pg_trgm, and GIN indexes on the folded expressions search-sql.ts
 * queries (PAGE_DOCUMENT and COIN_DOCUMENT, copied here as they were; test/integration/search.test.ts checks the
 * planner uses them). They index expressions, not columns, so the entity files cannot declare them and TypeORM's
 * schema builder does not see them: migration:generate neither wants to create nor to drop them.
 */
export class SearchIndexes1795346816954 implements MigrationInterface {
  name = 'SearchIndexes1795346816954';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "ix_pages_search_trgm" ON "pages" USING gin ((lower(translate(title || ' ' || coalesce(meta_title, '') || ' ' || coalesce(meta_keywords, '') || ' ' || coalesce(meta_description, '') || ' ' || coalesce(regexp_replace(description, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'), ''), U&'\\0130I\\0131\\00c7\\00e7\\011e\\011f\\00d6\\00f6\\015e\\015f\\00dc\\00fc\\00c2\\00e2\\00ce\\00ee\\00db\\00fb\\064a\\0649\\0643\\0629\\06c0\\0623\\0625\\0622\\0671\\06f0\\06f1\\06f2\\06f3\\06f4\\06f5\\06f6\\06f7\\06f8\\06f9\\0660\\0661\\0662\\0663\\0664\\0665\\0666\\0667\\0668\\0669\\200c\\0640\\064b\\064c\\064d\\064e\\064f\\0650\\0651\\0652\\0653\\0654\\0655\\0656\\0657\\0658\\0659\\065a\\065b\\065c\\065d\\065e\\065f\\0670\\0307', U&'iiiccggoossuuaaiiuu\\06cc\\06cc\\06a9\\0647\\0647\\0627\\0627\\0627\\062701234567890123456789 '))) gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "ix_pages_search_fts" ON "pages" USING gin (to_tsvector('simple', lower(translate(title || ' ' || coalesce(meta_title, '') || ' ' || coalesce(meta_keywords, '') || ' ' || coalesce(meta_description, '') || ' ' || coalesce(regexp_replace(description, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'), ''), U&'\\0130I\\0131\\00c7\\00e7\\011e\\011f\\00d6\\00f6\\015e\\015f\\00dc\\00fc\\00c2\\00e2\\00ce\\00ee\\00db\\00fb\\064a\\0649\\0643\\0629\\06c0\\0623\\0625\\0622\\0671\\06f0\\06f1\\06f2\\06f3\\06f4\\06f5\\06f6\\06f7\\06f8\\06f9\\0660\\0661\\0662\\0663\\0664\\0665\\0666\\0667\\0668\\0669\\200c\\0640\\064b\\064c\\064d\\064e\\064f\\0650\\0651\\0652\\0653\\0654\\0655\\0656\\0657\\0658\\0659\\065a\\065b\\065c\\065d\\065e\\065f\\0670\\0307', U&'iiiccggoossuuaaiiuu\\06cc\\06cc\\06a9\\0647\\0647\\0627\\0627\\0627\\062701234567890123456789 '))))`);
    await queryRunner.query(`CREATE INDEX "ix_coins_search_trgm" ON "coins" USING gin ((lower(translate(symbol || ' ' || name, U&'\\0130I\\0131\\00c7\\00e7\\011e\\011f\\00d6\\00f6\\015e\\015f\\00dc\\00fc\\00c2\\00e2\\00ce\\00ee\\00db\\00fb\\064a\\0649\\0643\\0629\\06c0\\0623\\0625\\0622\\0671\\06f0\\06f1\\06f2\\06f3\\06f4\\06f5\\06f6\\06f7\\06f8\\06f9\\0660\\0661\\0662\\0663\\0664\\0665\\0666\\0667\\0668\\0669\\200c\\0640\\064b\\064c\\064d\\064e\\064f\\0650\\0651\\0652\\0653\\0654\\0655\\0656\\0657\\0658\\0659\\065a\\065b\\065c\\065d\\065e\\065f\\0670\\0307', U&'iiiccggoossuuaaiiuu\\06cc\\06cc\\06a9\\0647\\0647\\0627\\0627\\0627\\062701234567890123456789 '))) gin_trgm_ops)`);
  }

  // The extension stays: it may have been there before, and other objects may use it by now.
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_coins_search_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."ix_pages_search_fts"`);
    await queryRunner.query(`DROP INDEX "public"."ix_pages_search_trgm"`);
  }
}
