import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config.js';
import { CHAT_CONFIG } from './chat-config.js';
import { ChatHub } from './chat-hub.js';
import { ChatService } from './chat.service.js';

/** Live support chat: the socket.io hub at /chathub and its SupportChat records. */
export const chatProviders = (config: AppConfig): Provider[] => [
  {
    provide: CHAT_CONFIG,
    useValue: { redisUrl: config.redisUrl, chatRedisKey: config.chatRedisKey, corsOrigins: config.corsOrigins },
  },
  ChatService,
  ChatHub,
];
