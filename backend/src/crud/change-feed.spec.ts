import { ChangeFeed, type Change } from './change-feed.js';
import { HookRegistry } from './hooks.js';

describe('ChangeFeed without Redis', () => {
  test("tells this node's listeners at once, before committed() returns; an empty change tells nobody", () => {
    const feed = new ChangeFeed(new HookRegistry(undefined as never), null, 'test:changes');
    const heard: Change[] = [];
    feed.listen((change) => void heard.push(change));
    feed.committed(new Set());
    feed.committed(new Set(['Page', 'Content']));
    expect(heard).toEqual([{ entities: new Set(['Page', 'Content']), remote: false }]);
  });

  test('a listener that fails leaves the others told', async () => {
    const feed = new ChangeFeed(new HookRegistry(undefined as never), null, 'test:changes');
    const heard: string[] = [];
    feed.listen(() => {
      throw new Error('broken listener');
    });
    feed.listen(() => Promise.reject(new Error('broken later')));
    feed.listen(() => void heard.push('told'));
    feed.committed('all');
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(['told']);
  });
});
