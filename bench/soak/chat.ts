import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { connectHub } from '../chat/hub-client.js';
import { request } from './client.js';
import type { Recorder } from './recorder.js';

const NEW_MESSAGE = 1;
// Generous because the soak's machine may be shared: a line still undelivered after this long is lost, not slow.
const DELIVERY_TIMEOUT_MS = 30_000;

/** Waits for the NewMessage notifications carrying given texts on one socket. */
function deliveries(socket: Socket) {
  const waiting = new Map<string, () => void>();
  socket.on('SendNotification', (type: number, _chatId: number, payload: { data?: { text?: string } } | null) => {
    const text = payload?.data?.text;
    if (type === NEW_MESSAGE && text) waiting.get(text)?.();
  });
  return (text: string): Promise<boolean> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(text);
        resolve(false);
      }, DELIVERY_TIMEOUT_MS);
      waiting.set(text, () => {
        clearTimeout(timer);
        waiting.delete(text);
        resolve(true);
      });
    });
}

/**
 * Live chat as the storefront and the dashboard use it: one agent stays online for the whole run, and each chat
 * action is a new visitor who takes a guest token, opens the hub, starts a chat the agent picks up, writes lines the
 * agent must receive, reads the agent's answer, and leaves when the agent ends the chat.
 */
export class ChatDriver {
  private lines = 0;

  private constructor(
    private readonly origin: string,
    private readonly recorder: Recorder,
    private readonly agent: Socket,
    private readonly agentSees: (text: string) => Promise<boolean>,
  ) {}

  static async start(origin: string, recorder: Recorder, agentToken: string): Promise<ChatDriver> {
    const agent = await connectHub(origin, { token: agentToken });
    const driver = new ChatDriver(origin, recorder, agent, deliveries(agent));
    await driver.invoke(agent, 'AdminChatStarted', 'Soak agent');
    return driver;
  }

  close(): void {
    this.agent.disconnect();
  }

  /** One hub invocation; a refusal or no answer is an error answer. */
  private async invoke(socket: Socket, name: string, ...args: unknown[]): Promise<{ id: number }> {
    let answer: { ok: boolean; data?: { id: number }; error?: string };
    try {
      answer = await socket.timeout(DELIVERY_TIMEOUT_MS).emitWithAck(name, ...args);
    } catch (err) {
      throw this.recorder.error('chat', `hub ${name}: ${(err as Error).message}`);
    }
    this.recorder.call();
    if (!answer.ok) throw this.recorder.error('chat', `hub ${name}`, undefined, JSON.stringify(answer));
    return answer.data!;
  }

  private async deliver(sees: Promise<boolean>, send: Promise<unknown>, what: string): Promise<void> {
    const [delivered] = await Promise.all([sees, send]);
    if (!delivered) throw this.recorder.error('chat', `${what} not delivered within ${DELIVERY_TIMEOUT_MS} ms`);
  }

  async chat(linesPerChat: number): Promise<void> {
    const guest = await request(this.recorder, 'chat', this.origin, 'GET', '/api/Authentication/GetAnonymousToken');
    const token = guest.json<{ access_token: string }>().access_token;
    let visitor: Socket;
    try {
      visitor = await connectHub(this.origin, { token, visitor: randomBytes(16).toString('hex') });
    } catch (err) {
      throw this.recorder.error('chat', `hub handshake: ${(err as Error).message}`, undefined, JSON.stringify(err));
    }
    this.recorder.call();
    try {
      const visitorSees = deliveries(visitor);
      const chat = await this.invoke(visitor, 'ChatStarted', null);
      await this.invoke(this.agent, 'ChatStarted', chat.id);
      for (let i = 0; i < linesPerChat; i++) {
        const text = `soak question ${++this.lines}`;
        await this.deliver(this.agentSees(text), this.invoke(visitor, 'SendMessage', chat.id, text), 'visitor line');
      }
      const answer = `soak answer ${++this.lines}`;
      await this.deliver(visitorSees(answer), this.invoke(this.agent, 'AdminSendMessage', chat.id, answer), 'answer');
      await this.invoke(this.agent, 'AdminChatRemoved', chat.id);
    } finally {
      visitor.disconnect();
    }
  }
}
