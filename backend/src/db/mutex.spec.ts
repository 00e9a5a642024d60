import { Mutex } from './mutex.js';

const timeoutError = () => new Error('timed out');

describe('Mutex', () => {
  it('hands the lock over in the order it was asked for', async () => {
    const mutex = new Mutex();
    const order: number[] = [];
    const first = await mutex.acquire(1000, timeoutError);
    const second = mutex.acquire(1000, timeoutError).then((release) => {
      order.push(2);
      release();
    });
    const third = mutex.acquire(1000, timeoutError).then((release) => {
      order.push(3);
      release();
    });
    order.push(1);
    first();
    await Promise.all([second, third]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('a caller that timed out does not keep the ones after it waiting once the holder releases', async () => {
    const mutex = new Mutex();
    const holder = await mutex.acquire(1000, timeoutError);
    await expect(mutex.acquire(20, timeoutError)).rejects.toThrow('timed out');
    const next = mutex.acquire(1000, timeoutError);
    holder();
    const release = await next;
    release();
    await expect(mutex.acquire(1000, timeoutError).then((r) => r())).resolves.toBeUndefined();
  });
});
