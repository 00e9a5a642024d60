/**
 * @engines pglite postgres
 * Every field type written and read back through each driver.
 */
import { Fuzzer, RUNS, share } from '../support/fuzz-run.js';

// Requests drawn from every entity file with fast-check and sent to the running server: creates and updates (valid
// ones and hostile ones), and list calls with random filter, sort, range and q. Payloads are drawn with fc.sample from
// a fixed seed, never shrunk (shrinking against a live server does not end), and every answer is checked: no 5xx, a
// translated refusal, nothing stored by a refused create or update, and an accepted write reads back as sent. The
// entities are dealt between this file and fuzz.test.ts, so two workers share the work, one server each.
const entities = share(1, 2);
const fuzzer = new Fuzzer();

// A loaded machine can take a minute to start a server.
beforeAll(() => fuzzer.start(), 180_000);
afterAll(() => fuzzer.close());

test(`schema-drawn creates, updates and list calls (${RUNS} per entity), second half of the entities`, async () => {
  expect(await fuzzer.run(entities)).toEqual([]);
}, 600_000);
