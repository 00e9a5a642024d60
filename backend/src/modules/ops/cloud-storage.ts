import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';

/** Where a copy of a backup goes off this machine. Names are the server's own backup file names. */
export interface CloudStorage {
  readonly name: string;
  /** Uploads a local file under `name`; `progress` hears the bytes sent so far. */
  put(name: string, file: string, progress?: (sent: number) => void): Promise<void>;
  /** The stored file's bytes, or undefined when the storage does not hold it. */
  get(name: string): Promise<Readable | undefined>;
  /** Removes a stored file; one that is already gone is not an error. */
  remove(name: string): Promise<void>;
}

export class CloudStorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CloudStorageError';
  }
}

/**
 * A WebDAV collection (Nextcloud, ownCloud, Apache mod_dav, rclone serve webdav, …): PUT, GET and DELETE of one
 * resource per backup under the collection's URL, with HTTP Basic authentication when a user is configured.
 */
export class WebDavStorage implements CloudStorage {
  readonly name = 'webdav';
  private readonly base: string;

  constructor(
    url: string,
    private readonly username?: string,
    private readonly password?: string,
  ) {
    this.base = url.endsWith('/') ? url : `${url}/`;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    if (!this.username) return extra;
    const basic = Buffer.from(`${this.username}:${this.password ?? ''}`).toString('base64');
    return { ...extra, Authorization: `Basic ${basic}` };
  }

  private url(name: string): string {
    return new URL(encodeURIComponent(name), this.base).toString();
  }

  async put(name: string, file: string, progress?: (sent: number) => void): Promise<void> {
    const size = (await fs.promises.stat(file)).size;
    let sent = 0;
    const counted = fs.createReadStream(file).pipe(
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          sent += chunk.length;
          progress?.(sent);
          done(null, chunk);
        },
      }),
    );
    const res = await fetch(this.url(name), {
      method: 'PUT',
      headers: this.headers({ 'Content-Type': 'application/octet-stream', 'Content-Length': String(size) }),
      body: Readable.toWeb(counted) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    await res.arrayBuffer();
    if (!res.ok) throw new CloudStorageError(`WebDAV PUT ${name}: HTTP ${res.status}`);
  }

  async get(name: string): Promise<Readable | undefined> {
    const res = await fetch(this.url(name), { headers: this.headers() });
    if (res.status === 404) return undefined;
    if (!res.ok || !res.body) throw new CloudStorageError(`WebDAV GET ${name}: HTTP ${res.status}`);
    return Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
  }

  async remove(name: string): Promise<void> {
    const res = await fetch(this.url(name), { method: 'DELETE', headers: this.headers() });
    await res.arrayBuffer();
    if (!res.ok && res.status !== 404) throw new CloudStorageError(`WebDAV DELETE ${name}: HTTP ${res.status}`);
  }
}
