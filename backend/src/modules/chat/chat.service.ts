import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { CrudService } from '../../crud/crud.service.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import type { CrudTx } from '../../crud/unit-of-work.js';

/** A chat message as the hub sends it: spec 3's chat message (author, type, id, isEdited, data) and its payload. */
export interface ChatMessage {
  id: number;
  guid: string;
  chatId: number;
  author: string;
  type: 'text' | 'system';
  isEdited: boolean;
  fromSupport: boolean;
  senderId: number | null;
  date: string;
  data: { text: string; meta: string; action: 'message' | 'alert' | 'newsupport'; actionid: number; isnew: boolean };
}

/** Spec 3's support chat: id, notificationId (its last message), messageList and started. */
export interface SupportChatView {
  id: number;
  notificationId: number;
  messageList: ChatMessage[];
  started: boolean;
  closed: boolean;
  visitorName: string;
  customerId: number | null;
  createdAt: string;
}

/** Who is on the visitor's side of a chat: a signed-in customer, or a guest known by the key their browser keeps. */
export interface ChatVisitor {
  actor: Actor;
  /** SHA-256 of a guest's key; absent for a signed-in customer. */
  keyHash?: string;
  name: string;
  lang: string;
}

const CHATS = 'support-chats';
const CHATS_ENTITY = 'SupportChat';
const MESSAGES = 'support-chat-messages';
/** The most recent lines a chat opens with. */
const HISTORY = 200;

export const visitorKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

export const toChatMessage = (row: Row): ChatMessage => ({
  id: row.id as number,
  guid: row.guid as string,
  chatId: row.chatId as number,
  author: (row.author as string) ?? '',
  type: row.type as ChatMessage['type'],
  isEdited: Boolean(row.isEdited),
  fromSupport: Boolean(row.fromSupport),
  senderId: (row.authorId as number | null) ?? null,
  date: row.createdAt as string,
  data: {
    text: row.text as string,
    meta: '',
    action: row.action as ChatMessage['data']['action'],
    actionid: row.id as number,
    isnew: true,
  },
});

/**
 * Support chats and their lines, through the generic CRUD service so the entities' access, rules and history apply:
 * a closed chat (its lock) takes no more lines, picking up and closing are the entity's actions.
 */
@Injectable()
export class ChatService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /**
   * The visitor's open chat: the one named if it is theirs and still open, else their latest open one, else a new
   * one. A chat that is someone else's is not found.
   */
  async open(visitor: ChatVisitor, chatId?: number): Promise<{ chat: SupportChatView; created: boolean }> {
    if (chatId !== undefined) {
      const named = await this.owned(visitor, chatId);
      if (!named) throw AppError.notFound('chat.error.notfound');
      if (!named.closed) return { chat: await this.view(chatId), created: false };
    }
    const latest = await this.ownedQuery(visitor).andWhere('c.closed = false').orderBy('c.id', 'DESC').getOne();
    if (latest) return { chat: await this.view((latest as Row).id as number), created: false };
    const row = await this.crud.create(CHATS, SYSTEM_ACTOR, {
      visitorName: visitor.name.slice(0, 100),
      customerId: visitor.actor.id,
      visitorKeyHash: visitor.keyHash ?? null,
      lang: visitor.lang,
    });
    return { chat: await this.view(row.id as number), created: true };
  }

  /** The visitor's chat by id; a chat that is not theirs is not found. */
  async assertOwned(visitor: ChatVisitor, chatId: number): Promise<void> {
    if (!(await this.owned(visitor, chatId))) throw AppError.notFound('chat.error.notfound');
  }

  /**
   * A line from the visitor (whose ownership of the chat the caller checked), written as the platform: visitors have
   * no rights on the entity itself.
   */
  visitorSays(visitor: ChatVisitor, chatId: number, text: string): Promise<ChatMessage> {
    return this.say(this.crud, SYSTEM_ACTOR, { chatId, text, author: visitor.name, authorId: visitor.actor.id });
  }

  /** A line from an agent, written as the agent: the entity's grants decide whether they may. */
  agentSays(agent: Actor, nickname: string, chatId: number, text: string): Promise<ChatMessage> {
    return this.say(this.crud, agent, { chatId, text, author: nickname, authorId: agent.id, fromSupport: true });
  }

  /** An agent picks a waiting chat up (the entity's pickUp action); the same agent may come back to it. */
  async pickUp(
    agent: Actor,
    nickname: string,
    chatId: number,
  ): Promise<{ chat: SupportChatView; joined?: ChatMessage }> {
    const current = await this.crud.getOne(CHATS, agent, String(chatId));
    if (current.closed) throw AppError.conflict('chat.error.closed');
    if (current.started && current.staffId === agent.id) return { chat: await this.view(chatId) };
    const joined = await this.crud.transaction(async (tx) => {
      await tx.action(CHATS, agent, chatId, 'pickUp', {});
      return this.say(tx, agent, {
        chatId,
        text: nickname,
        author: nickname,
        authorId: agent.id,
        fromSupport: true,
        type: 'system',
        action: 'newsupport',
      });
    });
    return { chat: await this.view(chatId), joined };
  }

  /** Closes a chat for good, with a last system line; `actor` is the agent, or the platform for the visitor. */
  async close(actor: Actor, chatId: number, by: string, fromSupport: boolean): Promise<void> {
    const current = await this.crud.getOne(CHATS, actor, String(chatId));
    if (current.closed) return;
    await this.crud.transaction(async (tx) => {
      await this.say(tx, actor, { chatId, text: by, author: by, fromSupport, type: 'system', action: 'alert' });
      // Closing is irreversible: the hub's invocation is the confirmation the generic action asks for.
      await tx.action(CHATS, actor, chatId, 'close', { confirm: true });
    });
  }

  /** The chats not closed yet, oldest first, as an agent may list them. */
  async openChats(agent: Actor): Promise<Row[]> {
    return this.crud.rows(CHATS, agent, {
      filter: JSON.stringify({ closed: false }),
      sort: JSON.stringify(['id', 'ASC']),
      range: JSON.stringify([0, 499]),
    });
  }

  async view(chatId: number): Promise<SupportChatView> {
    const chat = await this.crud.getOne(CHATS, SYSTEM_ACTOR, String(chatId));
    const lines = await this.crud.rows(MESSAGES, SYSTEM_ACTOR, {
      filter: JSON.stringify({ chatId }),
      sort: JSON.stringify(['id', 'DESC']),
      range: JSON.stringify([0, HISTORY - 1]),
    });
    const messageList = lines.reverse().map(toChatMessage);
    return {
      id: chatId,
      notificationId: messageList.at(-1)?.id ?? 0,
      messageList,
      started: Boolean(chat.started),
      closed: Boolean(chat.closed),
      visitorName: (chat.visitorName as string) ?? '',
      customerId: (chat.customerId as number | null) ?? null,
      createdAt: chat.createdAt as string,
    };
  }

  /** A line written on its own (`this.crud`) or as part of a change of the chat (a transaction's `tx`). */
  private async say(writer: Pick<CrudTx, 'create'>, actor: Actor, line: Row): Promise<ChatMessage> {
    const text = typeof line.text === 'string' ? line.text.trim() : '';
    if (!text) throw AppError.badRequest('chat.error.emptymessage');
    return toChatMessage(await writer.create(MESSAGES, actor, { ...line, text }));
  }

  private ownedQuery(visitor: ChatVisitor) {
    const qb = this.dataSource.createQueryBuilder(CHATS_ENTITY, 'c').select(['c.id', 'c.closed']);
    return visitor.actor.id !== null
      ? qb.where('c.customerId = :customerId', { customerId: visitor.actor.id })
      : qb.where('c.customerId IS NULL AND c.visitorKeyHash = :hash', { hash: visitor.keyHash ?? '' });
  }

  private async owned(visitor: ChatVisitor, chatId: number): Promise<Row | undefined> {
    if (!Number.isSafeInteger(chatId) || chatId <= 0) return undefined;
    return (
      ((await this.ownedQuery(visitor).andWhere('c.id = :chatId', { chatId }).getOne()) as Row | null) ?? undefined
    );
  }
}
