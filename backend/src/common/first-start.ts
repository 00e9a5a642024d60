/** The administrator a first start created, with the password it generated. */
export interface GeneratedAdministrator {
  username: string;
  password: string;
}

/** Where a person goes first on a server at `origin`. */
export const entryPoints = (origin: string) => ({
  dashboard: `${origin}/dashboard`,
  storefront: `${origin}/`,
  apiDocs: `${origin}/api/docs`,
});

/**
 * What a first start shows on a terminal: the generated administrator's username and password and where to sign in,
 * boxed and set apart by blank lines so they stand out among the log lines.
 *
 * @example process.stdout.write(credentialsBlock({ username: 'administrator', password: 'x' }, 'http://localhost:3000'))
 */
export function credentialsBlock(admin: GeneratedAdministrator, origin: string): string {
  const urls = entryPoints(origin);
  const lines = [
    'First start: an administrator was created.',
    '',
    `username    ${admin.username}`,
    `password    ${admin.password}    (shown only this once)`,
    '',
    `dashboard   ${urls.dashboard}`,
    `storefront  ${urls.storefront}`,
    `API docs    ${urls.apiDocs}`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 4);
  const boxed = lines.map((line) => `│  ${line.padEnd(width)}  │`);
  return ['', `┌${rule}┐`, ...boxed, `└${rule}┘`, '', ''].join('\n');
}

/** The same as one JSON log line: the message says it all, the fields let a log collector pick the addresses. */
export function credentialsRecord(admin: GeneratedAdministrator, origin: string) {
  const urls = entryPoints(origin);
  return {
    msg:
      `First start: administrator '${admin.username}' created with the password '${admin.password}' (shown only ` +
      `this once). Dashboard ${urls.dashboard}, storefront ${urls.storefront}, API docs ${urls.apiDocs}.`,
    username: admin.username,
    ...urls,
  };
}
