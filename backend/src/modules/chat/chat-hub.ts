import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { isAnonymous, type Actor } from '../../auth/actor.js';
import { ActorResolver } from '../../auth/actor-resolver.js';
import { AppError } from '../../common/app-error.js';
import { describeError } from '../../common/error.filter.js';
import { I18n, type Language } from '../../common/i18n.js';
import { languageOf } from '../../common/request-language.js';
import { LiveServer } from '../../platform/live/live-server.js';
import { StoreDirectory } from '../../platform/stores/store-directory.service.js';
import { ChatService, visitorKeyHash, type ChatVisitor } from './chat.service.js';
import { ChatInvocations } from './chat-invocations.js';

/** What the hub knows of a connected socket once its handshake passed. */
export interface HubSession {
  actor: Actor;
  lang: Language;
  visitor: ChatVisitor;
  /** Set by AdminChatStarted: the agent's name in the chats they answer. */
  nickname?: string;
  /** The chats this visitor was found to own: a chat's owner never changes, so each is checked once per socket. */
  owned: Set<number>;
}

export type HubSocket = Socket<Record<string, never>, Record<string, (...args: unknown[]) => void>, object, HubSession>;

/** A guest's key: random text their browser made and keeps, long enough that nobody guesses another's. */
const VISITOR_KEY = /^[A-Za-z0-9_-]{16,128}$/;
const first = (v: unknown): string | undefined => {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s.trim() ? s.trim() : undefined;
};

/**
 * The live chat hub at /chathub (the main namespace of the shared socket server). The handshake carries the bearer
 * token (auth.token, an Authorization header or access_token in the query) and the Application, lang and store values
 * (as headers, in auth, or application in the query); a refused handshake is a connect_error whose data is the API's
 * error body. With REDIS_URL the Redis adapter relays every room's messages to the other API processes.
 */
@Injectable()
export class ChatHub implements OnApplicationBootstrap {
  private readonly logger = new Logger('ChatHub');

  constructor(
    @Inject(LiveServer) private readonly live: LiveServer,
    @Inject(ActorResolver) private readonly actors: ActorResolver,
    @Inject(StoreDirectory) private readonly directory: StoreDirectory,
    @Inject(ChatService) private readonly chats: ChatService,
    @Inject(I18n) private readonly i18n: I18n,
  ) {}

  onApplicationBootstrap(): void {
    const io = this.live.server();
    if (!io) return;
    io.use((socket, next) => {
      this.handshake(socket as HubSocket).then(
        () => next(),
        (err: unknown) => next(this.refusal(err, socket.handshake)),
      );
    });
    const invocations = new ChatInvocations(io, this.chats);
    io.on('connection', (socket) => this.bind(socket as HubSocket, invocations));
  }

  private async handshake(socket: HubSocket): Promise<void> {
    const hs = socket.handshake;
    const auth = (hs.auth ?? {}) as Record<string, unknown>;
    const bearer = first(hs.headers.authorization)?.match(/^Bearer\s+(.+)$/i)?.[1];
    const token = first(auth.token) ?? bearer ?? first(hs.query.access_token);
    if (!token) throw new AppError(401, 'security.error.accessdenied');
    const actor = { ...(await this.actors.fromToken(token)), ip: hs.address };
    const application = first(hs.query.application) ?? first(hs.headers.application) ?? first(auth.application);
    if (application && !(await this.directory.application(application)))
      throw AppError.badRequest('application.error.unknown');
    const storeName = first(hs.headers.store) ?? first(auth.store);
    if (storeName && !(await this.directory.store(storeName))) throw new AppError(404, 'store.error.notfound');
    const lang = this.languageOf(hs);
    let keyHash: string | undefined;
    if (isAnonymous(actor)) {
      const key = first(auth.visitor);
      if (!key || !VISITOR_KEY.test(key)) throw AppError.badRequest('chat.error.visitorkey');
      keyHash = visitorKeyHash(key);
    }
    const name = first(auth.name) ?? (isAnonymous(actor) ? this.i18n.t(lang, 'chat.guest') : actor.username!);
    socket.data = { actor, lang, visitor: { actor, keyHash, name: name.slice(0, 100), lang }, owned: new Set() };
  }

  private bind(socket: HubSocket, invocations: ChatInvocations): void {
    for (const [name, handler] of invocations.handlers()) {
      socket.on(name, (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: unknown) => void) : undefined;
        handler(socket, args).then(
          (data) => ack?.({ ok: true, data }),
          (err: unknown) => ack?.({ ok: false, ...this.errorBody(err, socket.data.lang, name) }),
        );
      });
    }
  }

  private errorBody(err: unknown, lang: Language, where: string) {
    const { status, key, details, params } = describeError(err);
    if (status >= 500) this.logger.error(`${where}: ${(err as Error)?.stack ?? String(err)}`);
    return {
      error: key,
      message: this.i18n.t(lang, key, params),
      details: details.map((d) => ({ ...d, message: this.i18n.t(lang, d.error, d.params ?? {}) })),
    };
  }

  /** A refused handshake: the client's connect_error carries the error body in its data. */
  private refusal(err: unknown, hs: Socket['handshake']): Error {
    const body = this.errorBody(err, this.languageOf(hs), 'handshake');
    return Object.assign(new Error(body.message), { data: body });
  }

  private languageOf(hs: Socket['handshake']): Language {
    const lang = first(hs.headers.lang) ?? first((hs.auth as Record<string, unknown> | undefined)?.lang);
    return languageOf({ headers: { ...hs.headers, lang }, url: hs.url });
  }
}
