import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface LocalSmtp {
  url: string;
  port: number;
  mails: ParsedMail[];
  /** The user each signed-in session gave, in order. */
  logins: string[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every mail it receives. With `users`, it offers AUTH (over the
 * plain connection) and accepts only those user names and passwords.
 */
export async function startSmtp(options: { users?: Record<string, string> } = {}): Promise<LocalSmtp> {
  const mails: ParsedMail[] = [];
  const logins: string[] = [];
  const users = options.users;
  const server = new SMTPServer({
    authOptional: !users,
    allowInsecureAuth: Boolean(users),
    disabledCommands: users ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    onAuth(auth, _session, callback) {
      if (!users || users[auth.username ?? ''] !== auth.password) return callback(new Error('Invalid credentials'));
      logins.push(auth.username!);
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    port,
    mails,
    logins,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
