import nodemailer, { type Transporter } from 'nodemailer';

/** An SMTP MessagingAccount as stored (providerType 1). */
export interface SmtpAccount {
  display_name: string;
  acc_address: string | null;
  host: string | null;
  port: number | null;
  username: string | null;
  password: string | null;
  enable_ssl: boolean;
  use_default_credentials: boolean;
}

export interface Mailer {
  transport: Transporter;
  from: string | { name: string; address: string };
}

/**
 * A nodemailer transport for the account. TLS on: implicit TLS on port 465, STARTTLS required on any other port;
 * off: plain SMTP (STARTTLS still used when the server offers it). The user name and password sign in unless the
 * account uses the server's default credentials (no sign-in).
 */
export function mailerFor(account: SmtpAccount, fallbackFrom: string): Mailer {
  const port = account.port ?? (account.enable_ssl ? 465 : 25);
  const implicitTls = account.enable_ssl && port === 465;
  const signIn = !account.use_default_credentials && account.username;
  return {
    transport: nodemailer.createTransport({
      host: account.host ?? 'localhost',
      port,
      secure: implicitTls,
      requireTLS: account.enable_ssl && !implicitTls,
      auth: signIn ? { user: account.username!, pass: account.password ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
    from: account.acc_address ? { name: account.display_name, address: account.acc_address } : fallbackFrom,
  };
}
