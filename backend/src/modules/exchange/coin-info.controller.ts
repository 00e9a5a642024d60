import { Body, Controller, Get, Inject, Post, Query } from '@nestjs/common';
import { SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { RateLimit } from '../../auth/rate-limit.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { LANGUAGES, type Language } from '../../common/i18n.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';
import { ExchangeService, pairView } from './exchange.service.js';

const FAVORITE_GROUP = 'market';
const all = (filter: Row) => ({ filter: JSON.stringify(filter), range: ALL_ROWS });
const languageOf = (raw: unknown): Language => (LANGUAGES.includes(raw as Language) ? (raw as Language) : 'en');

/**
 * The coin calls under /api/DataProvider (spec 1 §7): search, a coin's description per language and its logo, and the
 * signed-in customer's favourite coins. Descriptions are content blocks of the coin (partName description.{lang}),
 * so they are rich text cleaned like every other block.
 */
@Controller('api/DataProvider')
export class CoinInfoController {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(ExchangeService) private readonly exchange: ExchangeService,
  ) {}

  private coin(actor: Actor, symbol: unknown): Promise<Row> {
    return this.exchange.coinBySymbol(actor, symbol);
  }

  /** Coins whose symbol or name matches, with the markets they trade in. */
  @Get('Search')
  @RateLimit('search')
  @Allow('guests')
  async search(@Query('query') query: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    const text = typeof query === 'string' ? query.trim() : '';
    if (text.length < 1) return [];
    const [coins, markets] = await Promise.all([
      this.crud.rows('coins', actor, { filter: JSON.stringify({ q: text, isAvailable: true }), range: '[0,19]' }),
      this.exchange.markets(),
    ]);
    return coins.map(({ id, symbol, name, logo }) => ({
      id,
      symbol,
      name,
      logo,
      markets: markets.filter((m) => m.isActived && (m.baseCoinId === id || m.quoteCoinId === id)).map(pairView),
    }));
  }

  /** A coin's description in a language (en when that language has none, then the coin's own description). */
  @Get('Desc')
  @Allow('guests')
  async desc(@Query('symbol') symbol: unknown, @Query('lang') lang: unknown, @CurrentActor() actor: Actor) {
    const coin = await this.coin(actor, symbol);
    const language = languageOf(lang);
    const blocks = await this.crud.rows('contents', actor, all({ entityName: 'Coin', entityId: coin.id }));
    const text = (l: string) =>
      blocks.find((b) => b.partName === `description.${l}`)?.description as string | undefined;
    return {
      symbol: coin.symbol,
      lang: language,
      description: text(language) ?? text('en') ?? coin.description ?? null,
    };
  }

  /** Saves a coin's description in one language: { symbol, lang, description } (rich text, cleaned on save). */
  @Post('SaveDesc')
  @Allow('administrators')
  async saveDesc(@Body() body: unknown, @CurrentActor() actor: Actor) {
    const input = bodyObject(body);
    const coin = await this.coin(actor, input.symbol);
    const language = languageOf(input.lang);
    const partName = `description.${language}`;
    const [existing] = await this.crud.rows(
      'contents',
      actor,
      all({ entityName: 'Coin', entityId: coin.id, partName }),
    );
    const values = { description: input.description ?? '', published: true };
    if (existing) await this.crud.update('contents', actor, String(existing.id), values);
    else
      await this.crud.create('contents', actor, {
        ...values,
        componentName: 'htmlcontent',
        entityName: 'Coin',
        entityId: coin.id,
        partName,
        title: `${String(coin.symbol)} (${language})`,
      });
    return this.desc(coin.symbol, language, actor);
  }

  /** Sets a coin's logo to an uploaded image: { symbol, logo } (a file name from the Images upload directory). */
  @Post('SaveLogo')
  @Allow('administrators')
  async saveLogo(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    const input = bodyObject(body);
    const coin = await this.coin(actor, input.symbol);
    return this.crud.update('coins', actor, String(coin.id), { logo: input.logo });
  }

  /** The signed-in customer's favourite coins. */
  @Get('Favorites')
  @Allow('authenticated')
  async favorites(@CurrentActor() actor: Actor): Promise<Row[]> {
    const marks = await this.crud.rows('favorites', actor, all({ customerId: actor.id, entityName: 'Coin' }));
    if (!marks.length) return [];
    const coins = await this.crud.rows('coins', SYSTEM_ACTOR, all({ id: marks.map((m) => m.entityId) }));
    return coins.map(({ id, symbol, name, logo }) => ({ id, symbol, name, logo }));
  }

  /** Marks a coin as a favourite (once: marking it again changes nothing). */
  @Get('AddFavorite')
  @Allow('authenticated')
  async addFavorite(@Query('symbol') symbol: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    const coin = await this.coin(actor, symbol);
    const mark = { customerId: actor.id, entityName: 'Coin', entityId: coin.id, groupName: FAVORITE_GROUP };
    const [existing] = await this.crud.rows('favorites', actor, all(mark));
    if (!existing) await this.crud.create('favorites', actor, mark);
    return this.favorites(actor);
  }

  @Get('RemoveFavorite')
  @Allow('authenticated')
  async removeFavorite(@Query('symbol') symbol: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    const coin = await this.coin(actor, symbol);
    const marks = await this.crud.rows(
      'favorites',
      actor,
      all({ customerId: actor.id, entityName: 'Coin', entityId: coin.id }),
    );
    if (marks.length)
      await this.crud.transaction(async (tx) => {
        for (const m of marks) await tx.remove('favorites', actor, m.id as number);
      });
    return this.favorites(actor);
  }
}
