import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config.js';
import { MAIL_FALLBACK, MailDispatcher } from './mail-dispatcher.js';
import { MESSAGE_CHANNELS, type MessageChannel } from './message-channel.js';
import { MessageTemplateHooks } from './message-template.hooks.js';
import { MessagingService } from './messaging.service.js';
import { NotificationService } from './notification.service.js';
import { OutboxChannel } from './outbox.channel.js';
import { SmtpChannel } from './smtp.channel.js';

/**
 * The channels of one-time codes in order of preference (SMTP when configured, then the outbox), and the
 * notifications: templates, the queue in the outbox and its delivery through the SMTP messaging account.
 */
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
    { provide: MAIL_FALLBACK, useValue: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom } },
    MailDispatcher,
    NotificationService,
    MessageTemplateHooks,
  ];
}
