import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config.js';
import { MESSAGE_CHANNELS, type MessageChannel } from './message-channel.js';
import { MessagingService } from './messaging.service.js';
import { OutboxChannel } from './outbox.channel.js';
import { SmtpChannel } from './smtp.channel.js';

/** The channels in order of preference: SMTP when configured, then the outbox. */
export function messagingProviders(config: AppConfig): Provider[] {
  return [
    {
      provide: MESSAGE_CHANNELS,
      inject: [DataSource],
      useFactory: (dataSource: DataSource): MessageChannel[] => [
        ...(config.smtpUrl ? [new SmtpChannel(config.smtpUrl, config.mailFrom)] : []),
        new OutboxChannel(dataSource),
      ],
    },
    MessagingService,
  ];
}
