/** The platform events that send an e-mail, each with the placeholders its templates may use. */
export const MESSAGE_EVENTS = {
  'order.closed': ['customerName', 'orderNumber', 'orderTotal', 'storeName', 'link'],
  'order.paid': ['customerName', 'orderNumber', 'orderTotal', 'storeName', 'link'],
  'order.shipped': ['customerName', 'orderNumber', 'orderTotal', 'storeName', 'link'],
  'order.delivered': ['customerName', 'orderNumber', 'orderTotal', 'storeName', 'link'],
  'order.refunded': ['customerName', 'orderNumber', 'orderTotal', 'storeName', 'link'],
  'ticket.reply': ['customerName', 'ticketTitle', 'postText', 'storeName', 'link'],
} as const satisfies Record<string, readonly string[]>;

export type MessageEvent = keyof typeof MESSAGE_EVENTS;

export const isMessageEvent = (value: unknown): value is MessageEvent =>
  typeof value === 'string' && Object.hasOwn(MESSAGE_EVENTS, value);
