/** Someone to reach: a customer's e-mail address and mobile number, either may be missing. */
export interface Recipient {
  customerId?: number;
  email?: string | null;
  mobile?: string | null;
}

export interface Message {
  subject: string;
  text: string;
}

/** A way of delivering a message. Which one is used is configuration, not code. */
export interface MessageChannel {
  readonly name: string;
  /** True when it could deliver to this recipient. */
  reaches(to: Recipient): boolean;
  send(to: Recipient, message: Message): Promise<void>;
}

export const MESSAGE_CHANNELS = Symbol('MESSAGE_CHANNELS');
