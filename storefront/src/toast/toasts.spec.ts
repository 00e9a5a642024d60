import { dismissToast, subscribeToasts, toast, TOAST_LIMIT, withoutToast, withToast, type Toast } from './toasts';

const item = (id: number): Toast => ({ id, kind: 'info', text: `t${id}` });

describe('toasts', () => {
  test('a new toast goes on top; past the limit the oldest leaves', () => {
    let list: Toast[] = [];
    for (let id = 1; id <= TOAST_LIMIT + 1; id++) list = withToast(list, item(id));
    expect(list.map((t) => t.id)).toEqual([5, 4, 3, 2]);
    expect(withoutToast(list, 4).map((t) => t.id)).toEqual([5, 3, 2]);
  });

  test('the host hears each toast and each dismissal; an error keeps its title', () => {
    const seen: Toast[][] = [];
    const stop = subscribeToasts((list) => seen.push(list));
    const id = toast('error', 'Out of Stock', 'Error');
    expect(seen.at(-1)).toEqual([{ id, kind: 'error', text: 'Out of Stock', title: 'Error' }]);
    dismissToast(id);
    expect(seen.at(-1)).toEqual([]);
    stop();
    toast('success', 'unheard');
    expect(seen).toHaveLength(3);
  });
});
