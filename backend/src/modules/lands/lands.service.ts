import { Inject, Injectable } from '@nestjs/common';
import type { LandBidView, LandsView, LandView } from '@saray/contracts/storefront/state';
import { SYSTEM_ACTOR, onBehalfOf, type Actor } from '../../auth/actor.js';
import { positiveId } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { bodyObject, type Languages, type Row } from '../../crud/pipeline/serialize.js';
import { trimDecimal } from '../exchange/units.js';
import { BID_STATE, SALE_KIND, toAreaView, toLandView } from './land-views.js';

/** Bids a land's page lists, newest first. */
const BIDS_SHOWN = 20;

/**
 * The /api/Lands calls and the storefront's land screens: the planet map, a land with its auction's bids, a
 * customer's lands and bids; bids and purchases go through the pipeline (the LandBid and Land hooks move the
 * funds), made by the platform on the customer's behalf once the land is known to be readable by them.
 */
@Injectable()
export class LandsService {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  /** Coin symbols by id, for amounts shown with their coin. */
  async coins(actor: Actor): Promise<Map<number, string>> {
    return new Map(
      (await this.crud.rows('coins', actor, { range: ALL_ROWS })).map((c) => [Number(c.id), String(c.symbol)]),
    );
  }

  /** The areas and every parcel the reader may see, drawn as of `now`. */
  async map(actor: Actor, languages: Languages, now = new Date()): Promise<Pick<LandsView, 'areas' | 'lands'>> {
    const [areas, lands, coins] = await Promise.all([
      this.crud.rows('land-areas', actor, {
        sort: JSON.stringify(['displayOrder', 'ASC']),
        range: ALL_ROWS,
        ...languages,
      }),
      this.crud.rows('lands', actor, { sort: JSON.stringify(['id', 'ASC']), range: ALL_ROWS, ...languages }),
      this.coins(actor),
    ]);
    const shown = new Set(areas.map((a) => Number(a.id)));
    return {
      areas: areas.map(toAreaView),
      lands: lands.filter((l) => shown.has(Number(l.areaId))).map((l) => toLandView(l, coins, now)),
    };
  }

  /** One land as the reader may see it (else 404) and, for an auction, its latest bids without their bidders. */
  async land(
    actor: Actor,
    id: unknown,
    languages: Languages,
    now = new Date(),
  ): Promise<{ land: LandView; bids: LandBidView[] }> {
    const row = await this.crud.getOne('lands', actor, String(positiveId(id, '/id')), undefined, languages);
    const land = toLandView(row, await this.coins(actor), now);
    if (row.saleKind !== SALE_KIND.auction) return { land, bids: [] };
    // Bids are their bidders' records: the page shows amounts and times only, read for it by the platform.
    const bids = await this.crud.rows('land-bids', SYSTEM_ACTOR, {
      filter: JSON.stringify({ landId: row.id }),
      sort: JSON.stringify(['id', 'DESC']),
      range: JSON.stringify([0, BIDS_SHOWN - 1]),
    });
    return {
      land,
      bids: bids.map((b) => ({
        amount: trimDecimal(String(b.amount)),
        at: String(b.createdAt),
        leading: b.state !== BID_STATE.outbid,
        mine: actor.id !== null && b.customerId === actor.id,
      })),
    };
  }

  /** Bids { landId, amount } for the caller: held in their wallet while it leads. */
  async bid(actor: Actor, body: unknown): Promise<Row> {
    const { landId, amount } = bodyObject(body);
    const made = await this.crud.create('land-bids', onBehalfOf(actor), { customerId: actor.id, landId, amount });
    return this.crud.getOne('land-bids', actor, String(made.id));
  }

  /** Buys { landId } at its fixed price for the caller, from their wallet; answers the land as it now is. */
  async buy(actor: Actor, body: unknown, languages: Languages): Promise<LandView> {
    const id = String(positiveId(bodyObject(body).landId, '/landId'));
    // A land the caller may not see is a 404, as reading it would be.
    await this.crud.getOne('lands', actor, id);
    await this.crud.runAction('lands', onBehalfOf(actor), id, 'buy', { confirm: true });
    return (await this.land(actor, id, languages)).land;
  }

  /** The caller's lands (bought, won, or reserved by their loan request) and their bids, newest first. */
  async mine(actor: Actor, languages: Languages): Promise<{ lands: LandView[]; bids: Row[] }> {
    const [lands, bids, coins] = await Promise.all([
      this.crud.rows('lands', actor, { filter: JSON.stringify({ ownerId: actor.id }), range: ALL_ROWS, ...languages }),
      this.crud.rows('land-bids', actor, {
        filter: JSON.stringify({ customerId: actor.id }),
        sort: JSON.stringify(['id', 'DESC']),
        range: JSON.stringify([0, 99]),
      }),
      this.coins(actor),
    ]);
    const now = new Date();
    return { lands: lands.map((l) => toLandView(l, coins, now)), bids };
  }
}
