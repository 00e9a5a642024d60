import type { Provider } from '@nestjs/common';
import { ChatHub } from './chat-hub.js';
import { ChatService } from './chat.service.js';

/** Live support chat: the socket.io hub at /chathub and its SupportChat records. */
export const chatProviders: Provider[] = [ChatService, ChatHub];
