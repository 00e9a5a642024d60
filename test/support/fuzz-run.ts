import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { ROOT_DIR } from '../../backend/src/config.js';
import { Registry, type RegisteredEntity } from '../../backend/src/schema/registry.js';
import { answerProblem, excerpt, storedProblems } from './fuzz-checks.js';
import { listQueries, payloads, writable } from './fuzz-values.js';
import { call, signIn } from './http.js';
import { RecordFactory } from './record-factory.js';
import { customerTokens, startServer, type TestServer } from './server.js';

type Row = Record<string, unknown>;

/** Payloads per entity (creates, updates and list calls together); FUZZ_RUNS raises it for a longer hunt. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** FUZZ_SEED replays a run; the default keeps every run of the suite the same. */
export const SEED = Number(process.env.FUZZ_SEED ?? 20_240_610);
/** Requests in flight at once (over keep-alive connections). */
const IN_FLIGHT = 6;

export const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));

/** Every entity in name order, dealt into `of` shares so that each test file fuzzes one (one server per file). */
export const share = (index: number, of: number): RegisteredEntity[] =>
  [...registry.entities].sort((a, b) => a.meta.name.localeCompare(b.meta.name)).filter((_, i) => i % of === index);

/** A seed of its own for each entity, so a new entity file does not change what the others are sent. */
const seedOf = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);

/** Runs the tasks with at most `limit` of them going at once. */
async function pool<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Fields held at one value in every create, where the drawn value would start heavy work unrelated to the answer
 * checked: a manual backup dumps the whole database at once, an automatic one waits for the scheduled task (which
 * test servers never run by themselves).
 */
const PINNED: Record<string, Row> = { Backup: { autoBackup: true } };

interface Plan {
  entity: RegisteredEntity;
  record?: Row;
  base: Row;
  creates: number;
  updates: number;
  lists: number;
}

/**
 * Sends schema-drawn requests for the given entities to a fresh server and answers the problems found, each a short
 * line (entity, kind, payload excerpt, status, body excerpt, what is wrong), with a header naming the seed and the
 * per-entity counts when there is any.
 */
export class Fuzzer {
  private server!: TestServer;
  private token!: string;
  readonly problems: string[] = [];

  async start(): Promise<void> {
    this.server = await startServer();
    this.token = await signIn(this.server.url);
  }

  close(): Promise<void> | undefined {
    return this.server?.close();
  }

  private api(method: string, url: string, body?: unknown) {
    return call(this.server.url, method, url, { token: this.token, body });
  }

  private async raw(table: string, id: unknown): Promise<unknown> {
    return (await this.server.dataSource.query(`SELECT * FROM "${table}" WHERE id = $1`, [id]))[0];
  }

  private report(
    entity: RegisteredEntity,
    kind: string,
    sent: unknown,
    res: { status: number; body: unknown },
    what: string,
  ) {
    this.problems.push(`${entity.meta.name} ${kind} ${excerpt(sent)} → ${res.status} ${excerpt(res.body)}: ${what}`);
  }

  /** Fuzzes the entities; answers the lines to show when anything went wrong (empty when nothing did). */
  async run(entities: RegisteredEntity[]): Promise<string[]> {
    const started = Date.now();
    const factory = new RecordFactory(registry, this.server.url, this.token, customerTokens(this.server, this.token));
    // The records to update are made first: the factory's own writes must not land in a table while its creates are
    // being counted.
    const plans: Plan[] = [];
    await pool(entities, IN_FLIGHT, async (entity) => {
      const record = await factory.create(entity.meta.name).catch(() => undefined);
      const lists = Math.ceil(RUNS * 0.25);
      const updates = record ? Math.ceil(RUNS * 0.3) : 0;
      const base = { ...baseBody(factory, entity, record), ...PINNED[entity.meta.name] };
      plans.push({ entity, record, base, creates: RUNS - lists - updates, updates, lists });
    });
    plans.sort((a, b) => a.entity.meta.name.localeCompare(b.entity.meta.name));
    // Creates, one entity at a time (its row count before and after must see only its own creates).
    for (const plan of plans) await this.creates(plan);
    // Updates (one after another per record, each with the version last read) and list calls, entities side by side.
    await pool(plans, IN_FLIGHT, (plan) => this.updatesAndLists(plan));
    if (!this.problems.length) return [];
    const counts = plans.map((p) => `${p.entity.meta.name} ${p.creates}/${p.updates}/${p.lists}`).join(', ');
    const seconds = Math.round((Date.now() - started) / 1000);
    return [
      `seed ${SEED}, ${RUNS} payloads per entity, ${seconds} s; creates/updates/lists: ${counts}`,
      ...this.problems.slice(0, 150),
      `${this.problems.length} problems`,
    ];
  }

  private async creates({ entity, base, creates }: Plan): Promise<void> {
    const { meta } = entity;
    const url = `/api/${meta.resource}`;
    const count = async () =>
      Number((await this.server.dataSource.query(`SELECT count(*) AS n FROM "${meta.table}"`))[0].n);
    const before = await count();
    let accepted = 0;
    const drawn = fc
      .sample(payloads(meta, base, false), { seed: seedOf(meta.name), numRuns: creates })
      .map((p) => ({ ...p, body: { ...p.body, ...PINNED[meta.name] } }));
    await pool(drawn, IN_FLIGHT, async (p) => {
      const res = await this.api('POST', url, p.body);
      const wrong = answerProblem(res);
      if (wrong) this.report(entity, `create ${p.kind}`, p.body, res, wrong);
      if (res.status !== 201) return;
      accepted++;
      const read = await this.api('GET', `${url}/${(res.body as Row).id}`);
      if (read.status !== 200) this.report(entity, `create ${p.kind}`, p.body, read, `read back ${read.status}`);
      else
        for (const s of storedProblems(entity, p.body, read.body as Row))
          this.report(entity, `create ${p.kind}`, p.body, res, s);
    });
    const after = await count();
    if (after !== before + accepted)
      this.problems.push(
        `${meta.name} create: ${accepted} accepted, but the table went from ${before} to ${after} rows`,
      );
  }

  private async updatesAndLists({ entity, record, base, updates, lists }: Plan): Promise<void> {
    const { meta } = entity;
    const url = `/api/${meta.resource}`;
    const seed = seedOf(meta.name);
    if (record) {
      // A refused update must leave the row as it was, internal columns included: compared in the database.
      let row = await this.raw(meta.table, record.id);
      let version = record.version;
      for (const p of fc.sample(payloads(meta, base, true), { seed: seed + 1, numRuns: updates })) {
        const body = { version, ...p.body };
        const res = await this.api('PUT', `${url}/${String(record.id)}`, body);
        const wrong = answerProblem(res);
        if (wrong) this.report(entity, `update ${p.kind}`, body, res, wrong);
        if (res.status === 200) {
          const read = await this.api('GET', `${url}/${String(record.id)}`);
          for (const s of storedProblems(entity, p.body, read.body as Row))
            this.report(entity, `update ${p.kind}`, body, res, s);
          version = (read.body as Row).version;
          row = await this.raw(meta.table, record.id);
        } else {
          const now = await this.raw(meta.table, record.id);
          if (!isDeepStrictEqual(now, row)) {
            this.report(entity, `update ${p.kind}`, body, res, `refused update changed the row to ${excerpt(now)}`);
            row = now;
          }
        }
      }
    }
    for (const query of fc.sample(listQueries(meta), { seed: seed + 2, numRuns: lists })) {
      const res = await this.api('GET', `${url}${query}`);
      const wrong = answerProblem(res);
      if (wrong) this.report(entity, 'list', decodeURIComponent(query), res, wrong);
    }
  }
}

/** A valid create body: fresh values for the required fields, the relations (already aligned) of a made record. */
function baseBody(factory: RecordFactory, entity: RegisteredEntity, record: Row | undefined): Row {
  if (!record) return {};
  const uniqueFields = new Set(entity.meta.unique.flatMap((u) => u.fields));
  const kept: Row = {};
  for (const f of entity.meta.fields.values())
    if (writable(f) && !f.spec.writeOnly && !uniqueFields.has(f.name) && record[f.name] !== null)
      kept[f.name] = record[f.name];
  const related = Object.fromEntries(
    [...entity.meta.fields.values()].filter((f) => f.relation).map((f) => [f.name, record[f.name]]),
  );
  try {
    return { ...kept, ...factory.payload(entity, related) };
  } catch {
    return kept;
  }
}
