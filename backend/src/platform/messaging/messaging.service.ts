import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { MESSAGE_CHANNELS, type Message, type MessageChannel, type Recipient } from './message-channel.js';

/** Sends through the first configured channel that reaches the recipient (real channels first, the outbox last). */
@Injectable()
export class MessagingService {
  constructor(@Inject(MESSAGE_CHANNELS) private readonly channels: MessageChannel[]) {}

  async send(to: Recipient, message: Message): Promise<string> {
    const channel = this.channels.find((c) => c.reaches(to));
    if (!channel) throw AppError.badRequest('messaging.error.unreachable');
    await channel.send(to, message);
    return channel.name;
  }
}
