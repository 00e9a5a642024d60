import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalWebDav {
  /** The collection's URL (what SARAY_BACKUP_WEBDAV_URL names). */
  url: string;
  username: string;
  password: string;
  /** The stored resources by name. */
  files: Map<string, Buffer>;
  requests: string[];
  /** Holds every PUT's answer (its body is read) until release() is called. */
  hold(): void;
  release(): void;
  /** Answers the next PUTs with this HTTP status instead of storing them (undefined: store again). */
  refusePuts(status?: number): void;
  close(): Promise<void>;
}

/**
 * A local WebDAV collection at /dav/backups/ speaking the methods a backup copy needs: PUT (201 new, 204 replaced),
 * GET (200, 404) and DELETE (204, 404), behind HTTP Basic authentication (401 with a challenge otherwise).
 */
export async function startLocalWebDav(): Promise<LocalWebDav> {
  const username = 'backup';
  const password = 'dav-secret';
  const files = new Map<string, Buffer>();
  const requests: string[] = [];
  let held: (() => void)[] | undefined;
  let refusal: number | undefined;
  const prefix = '/dav/backups/';
  const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://dav.local');
    requests.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="backups"' });
      return res.end();
    }
    if (!url.pathname.startsWith(prefix) || url.pathname.length === prefix.length) {
      res.writeHead(404);
      return res.end();
    }
    const name = decodeURIComponent(url.pathname.slice(prefix.length));
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const answer = () => {
          if (refusal) {
            res.writeHead(refusal);
            return res.end();
          }
          const existed = files.has(name);
          files.set(name, Buffer.concat(chunks));
          res.writeHead(existed ? 204 : 201);
          res.end();
        };
        if (held) held.push(answer);
        else answer();
      });
      return;
    }
    if (req.method === 'GET') {
      const body = files.get(name);
      res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/octet-stream' });
      return res.end(body);
    }
    if (req.method === 'DELETE') {
      const existed = files.delete(name);
      res.writeHead(existed ? 204 : 404);
      return res.end();
    }
    res.writeHead(405, { Allow: 'GET, PUT, DELETE' });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    username,
    password,
    files,
    requests,
    hold: () => (held = held ?? []),
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const answer of waiting) answer();
    },
    refusePuts: (status) => (refusal = status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
