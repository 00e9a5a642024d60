import type { Server } from 'socket.io';
import { AppError } from '../../common/app-error.js';
import { ChatNotification, STAFF_NOTIFICATIONS, VISITOR_NOTIFICATIONS } from '@saray/contracts/chat/chat-codes';
import { STAFF_ROOM, SUPPORT_ROLES, chatRoom } from './chat-rooms.js';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import type { ChatService } from './chat.service.js';
import type { HubSocket } from './chat-hub.js';

type Handler = (socket: HubSocket, args: unknown[]) => Promise<unknown>;

const SEND = 'SendNotification';
/** The largest payload a SendNotification may carry, as JSON. */
const MAX_PAYLOAD = 2000;

const chatIdOf = (value: unknown): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.badRequest('chat.error.notfound');
  return id;
};

/**
 * The six invocations of the hub. A visitor opens their chat with ChatStarted and writes with SendMessage; an agent
 * goes online with AdminChatStarted(nickname), picks a chat up with ChatStarted(chat id), answers with
 * AdminSendMessage and ends it with AdminChatRemoved. SendNotification passes typing, seen and the like to the other
 * side. Every broadcast goes through socket.io rooms, which the Redis adapter spans across API processes.
 */
export class ChatInvocations {
  constructor(
    private readonly io: Server,
    private readonly chats: ChatService,
  ) {}

  handlers(): [string, Handler][] {
    return [
      ['AdminChatStarted', (s, [nickname]) => this.adminChatStarted(s, nickname)],
      ['ChatStarted', (s, [chatId]) => this.chatStarted(s, chatId)],
      ['SendMessage', (s, [chatId, text]) => this.sendMessage(s, chatId, text)],
      ['AdminSendMessage', (s, [chatId, text]) => this.adminSendMessage(s, chatId, text)],
      ['AdminChatRemoved', (s, [chatId]) => this.adminChatRemoved(s, chatIdOf(chatId))],
      [SEND, (s, [type, chatId, payload]) => this.sendNotification(s, Number(type), chatIdOf(chatId), payload)],
    ];
  }

  private async adminChatStarted(socket: HubSocket, nickname: unknown) {
    this.requireStaff(socket);
    const name = (typeof nickname === 'string' && nickname.trim()) || socket.data.actor.username || '';
    socket.data.nickname = name.slice(0, 100);
    await socket.join(STAFF_ROOM);
    return { nickname: socket.data.nickname, chats: await this.chats.openChats(socket.data.actor) };
  }

  /** An agent online picks the chat up; anyone else opens (or comes back to) their own chat. */
  private async chatStarted(socket: HubSocket, chatId: unknown) {
    if (socket.data.nickname !== undefined) return this.pickUp(socket, chatIdOf(chatId));
    const wanted = chatId === null || chatId === undefined || chatId === 0 ? undefined : chatIdOf(chatId);
    const { chat, created } = await this.chats.open(socket.data.visitor, wanted);
    socket.data.owned.add(chat.id);
    await socket.join(chatRoom(chat.id));
    if (created) this.io.to(STAFF_ROOM).emit(SEND, ChatNotification.NewChat, chat.id, chat);
    // Coming back to a chat an agent already answers: support mode again.
    if (chat.started) socket.emit(SEND, ChatNotification.ChatStarted, chat.id, { resumed: true });
    return chat;
  }

  private async pickUp(socket: HubSocket, chatId: number) {
    const nickname = socket.data.nickname!;
    const { chat, joined } = await this.chats.pickUp(socket.data.actor, nickname, chatId);
    await socket.join(chatRoom(chatId));
    if (joined) {
      socket.to(chatRoom(chatId)).emit(SEND, ChatNotification.ChatStarted, chatId, { nickname, message: joined });
      this.io
        .to(STAFF_ROOM)
        .emit(SEND, ChatNotification.CatchChat, chatId, { nickname, staffId: socket.data.actor.id });
    }
    return chat;
  }

  private async sendMessage(socket: HubSocket, chatId: unknown, text: unknown) {
    const id = chatIdOf(chatId);
    await this.own(socket, id);
    const message = await this.chats.visitorSays(socket.data.visitor, id, String(text ?? ''));
    await socket.join(chatRoom(id));
    this.io.to([chatRoom(id), STAFF_ROOM]).emit(SEND, ChatNotification.NewMessage, id, message);
    return message;
  }

  private async adminSendMessage(socket: HubSocket, chatId: unknown, text: unknown) {
    const id = chatIdOf(chatId);
    const nickname = this.requireStaff(socket);
    const message = await this.chats.agentSays(socket.data.actor, nickname, id, String(text ?? ''));
    await socket.join(chatRoom(id));
    this.io.to([chatRoom(id), STAFF_ROOM]).emit(SEND, ChatNotification.NewMessage, id, message);
    return message;
  }

  /** An agent ends the chat: the visitor leaves support mode (ChatStopped), the agents drop it (RemoveChat). */
  private async adminChatRemoved(socket: HubSocket, chatId: number) {
    const nickname = this.requireStaff(socket);
    await this.chats.close(socket.data.actor, chatId, nickname, true);
    this.stopped(chatId, ChatNotification.RemoveChat);
    return { id: chatId, closed: true };
  }

  private async sendNotification(socket: HubSocket, type: number, chatId: number, payload: unknown) {
    if (payload !== undefined && JSON.stringify(payload).length > MAX_PAYLOAD)
      throw AppError.badRequest('chat.error.payloadtoolarge');
    const staff = socket.data.nickname !== undefined;
    if (!(staff ? STAFF_NOTIFICATIONS : VISITOR_NOTIFICATIONS).has(type))
      throw AppError.badRequest('chat.error.notificationtype');
    if (staff) {
      if (type === ChatNotification.CatchChat) return this.pickUp(socket, chatId);
      if (type === ChatNotification.CloseChat || type === ChatNotification.BlockChat)
        return this.adminChatRemoved(socket, chatId);
      if (type === ChatNotification.RemoveChat) return this.adminChatRemoved(socket, chatId);
    } else {
      await this.own(socket, chatId);
      if (type === ChatNotification.CloseChat) {
        await this.chats.close(SYSTEM_ACTOR, chatId, socket.data.visitor.name, false);
        this.stopped(chatId, ChatNotification.CloseChat);
        return { id: chatId, closed: true };
      }
    }
    socket.to([chatRoom(chatId), STAFF_ROOM]).emit(SEND, type, chatId, payload ?? null);
    return { id: chatId, type };
  }

  private async own(socket: HubSocket, chatId: number): Promise<void> {
    if (socket.data.owned.has(chatId)) return;
    await this.chats.assertOwned(socket.data.visitor, chatId);
    socket.data.owned.add(chatId);
  }

  private stopped(chatId: number, toStaff: number): void {
    this.io.to(chatRoom(chatId)).emit(SEND, ChatNotification.ChatStopped, chatId, null);
    this.io.to(STAFF_ROOM).emit(SEND, toStaff, chatId, null);
    this.io.in(chatRoom(chatId)).socketsLeave(chatRoom(chatId));
  }

  /** Only administrators and support agents may use the Admin* invocations; answers the agent's nickname. */
  private requireStaff(socket: HubSocket): string {
    const { actor } = socket.data;
    if (!actor.roles.some((r) => SUPPORT_ROLES.includes(r))) throw new AppError(403, 'security.error.forbidden');
    return socket.data.nickname ?? actor.username ?? '';
  }
}
