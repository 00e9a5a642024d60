import { HubConnection, HubError, RECONNECT_DELAYS_MS, START_RETRY_MS, type HubState } from './hub-connection.js';

/** A socket.io client socket stand-in: records connects, lets the test fire its events. */
class FakeSocket {
  connects = 0;
  disconnects = 0;
  answers: unknown[] = [];
  private readonly listeners = new Map<string, ((...args: any[]) => void)[]>();
  connect() {
    this.connects++;
  }
  disconnect() {
    this.disconnects++;
  }
  on(event: string, listener: (...args: any[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  fire(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
  timeout() {
    return { emitWithAck: async () => this.answers.shift() };
  }
}

/** A clock the test moves: scheduled work runs when its time comes. */
function manualClock() {
  let now = 0;
  let jobs: { at: number; run: () => void; ms: number }[] = [];
  const delays: number[] = [];
  return {
    delays,
    schedule: (run: () => void, ms: number) => {
      const job = { at: now + ms, run, ms };
      delays.push(ms);
      jobs.push(job);
      return () => (jobs = jobs.filter((j) => j !== job));
    },
    advance(ms: number) {
      now += ms;
      const due = jobs.filter((j) => j.at <= now);
      jobs = jobs.filter((j) => j.at > now);
      for (const j of due) j.run();
    },
  };
}

const setup = () => {
  const socket = new FakeSocket();
  const clock = manualClock();
  const states: HubState[] = [];
  const refused: unknown[] = [];
  const hub = new HubConnection(socket, {
    schedule: clock.schedule,
    onState: (s) => states.push(s),
    onRefused: (b) => refused.push(b),
  });
  return { socket, clock, states, refused, hub };
};

test('a first connection that fails is retried every 3 seconds', () => {
  const { socket, clock, hub, states } = setup();
  hub.start();
  expect(socket.connects).toBe(1);
  socket.fire('connect_error', new Error('xhr poll error'));
  clock.advance(START_RETRY_MS - 1);
  expect(socket.connects).toBe(1);
  clock.advance(1);
  expect(socket.connects).toBe(2);
  socket.fire('connect_error', new Error('xhr poll error'));
  clock.advance(START_RETRY_MS);
  expect(socket.connects).toBe(3);
  socket.fire('connect');
  expect(states).toEqual(['connecting', 'connected']);
});

test('a lost connection is reconnected after 0, 3, 5, 10, 15 and 30 seconds, then every 30', () => {
  const { socket, clock, hub, states } = setup();
  hub.start();
  socket.fire('connect');
  socket.fire('disconnect', 'transport close');
  expect(hub.state).toBe('reconnecting');
  for (let i = 0; i < 8; i++) {
    clock.advance(i < RECONNECT_DELAYS_MS.length ? RECONNECT_DELAYS_MS[i] : 30_000);
    socket.fire('connect_error', new Error('websocket error'));
  }
  expect(clock.delays).toEqual([0, 3_000, 5_000, 10_000, 15_000, 30_000, 30_000, 30_000, 30_000]);
  expect(socket.connects).toBe(1 + 8);
  // Connected again: the next loss starts the schedule from the beginning.
  clock.advance(30_000);
  socket.fire('connect');
  socket.fire('disconnect', 'ping timeout');
  expect(clock.delays.at(-1)).toBe(0);
  expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected', 'reconnecting']);
});

test('a refused handshake is not retried, and stop() ends the retries', () => {
  const { socket, clock, hub, refused } = setup();
  hub.start();
  socket.fire(
    'connect_error',
    Object.assign(new Error('Access denied'), {
      data: { error: 'security.error.accessdenied', message: 'Access denied' },
    }),
  );
  clock.advance(60_000);
  expect(socket.connects).toBe(1);
  expect(refused).toEqual([{ error: 'security.error.accessdenied', message: 'Access denied' }]);
  expect(hub.state).toBe('disconnected');
  hub.start();
  socket.fire('connect');
  hub.stop();
  socket.fire('disconnect', 'io client disconnect');
  clock.advance(60_000);
  expect(socket.connects).toBe(2);
});

test('a refused access token is renewed once and the connection starts again; a second refusal is final', async () => {
  const socket = new FakeSocket();
  const refused: unknown[] = [];
  let renewals = 0;
  let fresh = true;
  const hub = new HubConnection(socket, {
    schedule: manualClock().schedule,
    onRefused: (b) => refused.push(b),
    renew: async () => (renewals++, fresh),
  });
  const deny = () =>
    socket.fire(
      'connect_error',
      Object.assign(new Error('Access denied'), {
        data: { error: 'security.error.accessdenied', message: 'Access denied' },
      }),
    );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  hub.start();
  deny();
  await settle();
  expect([renewals, socket.connects, hub.state, refused]).toEqual([1, 2, 'connecting', []]);
  // Refused again with the renewed token: no third try, the refusal is told.
  deny();
  await settle();
  expect([renewals, socket.connects, hub.state]).toEqual([1, 2, 'disconnected']);
  expect(refused).toHaveLength(1);
  // Once connected, a later refusal may renew again; without a new token the refusal is told.
  hub.start();
  socket.fire('connect');
  socket.fire('disconnect', 'transport close');
  fresh = false;
  deny();
  await settle();
  expect([renewals, refused.length, hub.state]).toEqual([2, 2, 'disconnected']);
  // Other refusals are never renewed.
  hub.start();
  socket.fire(
    'connect_error',
    Object.assign(new Error('x'), { data: { error: 'chat.error.application', message: 'x' } }),
  );
  await settle();
  expect([renewals, refused.length]).toEqual([2, 3]);
});

test('a renewal that ends after stop() does not start the connection again', async () => {
  const socket = new FakeSocket();
  let finish: (fresh: boolean) => void = () => undefined;
  const hub = new HubConnection(socket, {
    schedule: manualClock().schedule,
    renew: () => new Promise<boolean>((resolve) => (finish = resolve)),
  });
  hub.start();
  socket.fire(
    'connect_error',
    Object.assign(new Error('Access denied'), {
      data: { error: 'security.error.accessdenied', message: 'Access denied' },
    }),
  );
  hub.stop();
  finish(true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect([socket.connects, hub.state]).toEqual([1, 'disconnected']);
});

test('work to do once connected is retried after 3 seconds until it succeeds, and answers or throws', async () => {
  const { socket, clock, hub } = setup();
  let calls = 0;
  hub.whenConnected(async () => {
    calls++;
    if (calls < 3) throw new Error('not yet');
  });
  hub.start();
  socket.fire('connect');
  await Promise.resolve();
  expect(calls).toBe(1);
  clock.advance(START_RETRY_MS);
  await Promise.resolve();
  clock.advance(START_RETRY_MS);
  expect(calls).toBe(3);
  socket.answers.push({ ok: true, data: { id: 5 } }, { ok: false, error: 'chat.error.closed', message: 'Closed' });
  await expect(hub.invoke('ChatStarted', 5)).resolves.toEqual({ id: 5 });
  await expect(hub.invoke('SendMessage', 5, 'hi')).rejects.toEqual(
    new HubError({ error: 'chat.error.closed', message: 'Closed' } as never),
  );
});
