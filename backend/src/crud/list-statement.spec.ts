import { ListStatement } from './list-statement.js';

const statement = () => new ListStatement('"e"."id", "e"."name"', 'tags', (name) => `${name.toLowerCase()}s`);

describe('ListStatement', () => {
  test('conditions, order and page become one text with positional parameters, in the order they appear', () => {
    const s = statement()
      .andWhere('"e"."published" = TRUE')
      .andWhere('"e"."name" = :f0 OR "e"."owner" = :owner', { f0: 'rug', owner: 7 })
      .orderBy('"e"."name"', 'ASC')
      .addOrderBy('"e"."id"', 'ASC')
      .offset(20)
      .limit(10);
    expect(s.page()).toEqual({
      text:
        'SELECT "e"."id", "e"."name" FROM "tags" "e" WHERE ("e"."published" = TRUE) AND ("e"."name" = $1 OR ' +
        '"e"."owner" = $2) ORDER BY "e"."name" ASC, "e"."id" ASC LIMIT $3 OFFSET $4',
      values: ['rug', 7, 10, 20],
    });
    expect(s.count()).toEqual({
      text:
        'SELECT COUNT(*) AS "total" FROM "tags" "e" WHERE ("e"."published" = TRUE) AND ("e"."name" = $1 OR ' +
        '"e"."owner" = $2)',
      values: ['rug', 7],
    });
  });

  test('a list spreads into one parameter each; a name used twice is one parameter', () => {
    const s = statement().andWhere('"e"."id" IN (:...f0) AND ("e"."a" = :x OR "e"."b" = :x)', {
      f0: [1, 2, 3],
      x: 'k',
    });
    expect(s.page()).toEqual({
      text: 'SELECT "e"."id", "e"."name" FROM "tags" "e" WHERE ("e"."id" IN ($1, $2, $3) AND ("e"."a" = $4 OR "e"."b" = $4))',
      values: [1, 2, 3, 'k'],
    });
  });

  test('casts, times and names without a value are left as written', () => {
    const s = statement().andWhere(`"e"."name"::text LIKE :q0 AND "e"."at" > '10:30' AND :unknown`, { q0: '%a%' });
    expect(s.page().text).toContain(`"e"."name"::text LIKE $1 AND "e"."at" > '10:30' AND :unknown`);
  });

  test('joins name their table; added columns follow the entity’s own; a page size of 0 reads every row', () => {
    const s = statement()
      .leftJoin('Coin', 'title0', '"title0"."id" = "e"."coin_id" AND "title0"."published" = :p', { p: true })
      .addSelect('"title0"."symbol"', 'title0_0')
      .limit(0);
    expect(s.page()).toEqual({
      text:
        'SELECT "e"."id", "e"."name", "title0"."symbol" AS "title0_0" FROM "tags" "e" LEFT JOIN "coins" "title0" ON ' +
        '"title0"."id" = "e"."coin_id" AND "title0"."published" = $1',
      values: [true],
    });
  });
});
