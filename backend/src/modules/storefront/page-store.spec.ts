import { PageStore } from './page-store.js';
import { notModified } from './page-answer.js';
import { etagOf } from './page-cache.js';

const page = (text: string) => ({ body: Buffer.from(text), etag: etagOf(Buffer.from(text)) });

describe('PageStore', () => {
  test('drops the least recently used pages once over its bytes', () => {
    // Each entry: 100 bytes of page and a one-letter key (2 bytes).
    const store = new PageStore(310, 60_000);
    store.set('a', page('a'.repeat(100)));
    store.set('b', page('b'.repeat(100)));
    store.set('c', page('c'.repeat(100)));
    expect(store.get('a')?.body.toString()).toBe('a'.repeat(100));
    store.set('d', page('d'.repeat(100)));
    // b was the least recently used: a was read after it.
    expect([store.get('a'), store.get('b'), store.get('c'), store.get('d')].map((p) => p?.body[0])).toEqual([
      97,
      undefined,
      99,
      100,
    ]);
    expect(store.usage).toEqual({ entries: 3, bytes: 306 });
  });

  test('keeps a page for its time only, and never one larger than the whole store', () => {
    let now = 1_000;
    const store = new PageStore(1_000, 5_000, () => now);
    store.set('a', page('page'));
    now += 4_999;
    expect(store.get('a')?.etag).toBe(etagOf(Buffer.from('page')));
    now += 1;
    expect(store.get('a')).toBeUndefined();
    store.set('big', page('x'.repeat(1_000)));
    expect(store.usage).toEqual({ entries: 0, bytes: 0 });
  });

  test('a page stored again replaces the first, and clear empties it', () => {
    const store = new PageStore(1_000, 5_000);
    store.set('a', page('one'));
    store.set('a', page('three'));
    expect([store.get('a')?.body.toString(), store.usage.bytes]).toEqual(['three', 7]);
    store.clear();
    expect(store.usage).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('notModified', () => {
  test('matches a tag of the list, weak or strong, and *', () => {
    const etag = etagOf(Buffer.from('page'));
    expect(notModified(etag, etag)).toBe(true);
    expect(notModified(`"x", W/${etag}`, etag)).toBe(true);
    expect(notModified('*', etag)).toBe(true);
    expect(notModified('"x"', etag)).toBe(false);
    expect(notModified(undefined, etag)).toBe(false);
  });
});
