/** The notification type codes of spec 3 §9, sent with every SendNotification. */
export const ChatNotification = {
  NewMessage: 1,
  NewChat: 2,
  CloseChat: 3,
  BlockChat: 4,
  LeftChat: 5,
  JoinedChat: 6,
  RemoveChat: 7,
  CatchChat: 8,
  MessageDelivered: 9,
  MessageSeen: 10,
  Typing: 11,
  FileUploading: 12,
  ImageUploading: 13,
  ChatStarted: 14,
  ChatStopped: 15,
} as const;

export type ChatNotificationType = (typeof ChatNotification)[keyof typeof ChatNotification];

/** The hub's invocations (socket.io event names, as the spec's clients call them). */
export const HUB_INVOCATIONS = [
  'AdminSendMessage',
  'SendMessage',
  'AdminChatStarted',
  'ChatStarted',
  'AdminChatRemoved',
  'SendNotification',
] as const;

export type HubInvocation = (typeof HUB_INVOCATIONS)[number];

/** Notifications a visitor may send about their own chat; the hub passes them on to the agents. */
export const VISITOR_NOTIFICATIONS: ReadonlySet<number> = new Set([
  ChatNotification.CloseChat,
  ChatNotification.LeftChat,
  ChatNotification.MessageDelivered,
  ChatNotification.MessageSeen,
  ChatNotification.Typing,
  ChatNotification.FileUploading,
  ChatNotification.ImageUploading,
]);

/** Notifications an agent may send; CatchChat picks the chat up, CloseChat, BlockChat and RemoveChat close it. */
export const STAFF_NOTIFICATIONS: ReadonlySet<number> = new Set([
  ChatNotification.CloseChat,
  ChatNotification.BlockChat,
  ChatNotification.LeftChat,
  ChatNotification.JoinedChat,
  ChatNotification.RemoveChat,
  ChatNotification.CatchChat,
  ChatNotification.MessageDelivered,
  ChatNotification.MessageSeen,
  ChatNotification.Typing,
  ChatNotification.FileUploading,
  ChatNotification.ImageUploading,
]);
