import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL server of one test's own, which the test may stop and start without disturbing anyone else. */
export interface PrivatePostgres {
  url: string;
  /** A fast shutdown (pg_ctl stop -m fast): open sessions are ended, their transactions rolled back. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data. */
  start: () => Promise<void>;
  /** Stops it (if running) and deletes its data. */
  remove: () => Promise<void>;
}

/** The newest installed server's programs (Debian's postgresql-NN package); none is a loud failure, never a skip. */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const dir = process.env.SARAY_PG_BINDIR ?? (versions[0] && path.join(root, versions[0], 'bin'));
  if (!dir || !fs.existsSync(path.join(dir, 'initdb')))
    throw new Error(
      'The fault tests start a PostgreSQL server of their own and need its programs (initdb, pg_ctl): install the ' +
        'postgresql package or set SARAY_PG_BINDIR',
    );
  return dir;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * initdb's a throwaway cluster in a temporary folder and starts it on a free port (trust authentication, no fsync).
 * PostgreSQL refuses to run as root: as root, its programs run as the postgres user, which then owns the folder.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-pgfaults-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  // From inside the folder: the postgres user may not be allowed into the test's working directory.
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { cwd: dir })
      : run(path.join(bin, program), args, { cwd: dir });
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await pg('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      serverOptions,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
