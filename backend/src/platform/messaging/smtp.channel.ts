import nodemailer, { type Transporter } from 'nodemailer';
import type { Message, MessageChannel, Recipient } from './message-channel.js';

/** E-mail through an SMTP server: SARAY_SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS) and SARAY_MAIL_FROM. */
export class SmtpChannel implements MessageChannel {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  reaches(to: Recipient): boolean {
    return Boolean(to.email);
  }

  async send(to: Recipient, message: Message): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: to.email!, subject: message.subject, text: message.text });
  }

  close(): void {
    this.transport.close();
  }
}
