import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** The injection token of the upload storage (a FileStorage). */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/**
 * File names the server made itself: a UUID and an extension, or a variant of a picture (<uuid>-w640.webp). Anything
 * else is never looked up.
 */
const STORED_NAME = /^[0-9a-f-]{36}(-w\d{2,4})?\.[a-z0-9]{1,8}$/;

/** Uploaded files under <DATA_DIR>/files/<directory>/, named by the server so no client path is ever used. */
export class FileStorage {
  constructor(private readonly root: string) {}

  async save(directory: string, extension: string, content: Buffer): Promise<string> {
    const dir = path.join(this.root, directory);
    await fs.promises.mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${extension}`;
    await fs.promises.writeFile(path.join(dir, name), content, { flag: 'wx' });
    return name;
  }

  /**
   * Stores a file the server names itself (a picture's variant, named after its original; a demo picture). Two
   * requests making the same file at once both succeed: the first one's file is kept.
   */
  async saveAs(directory: string, name: string, content: Buffer): Promise<void> {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
    const dir = path.join(this.root, directory);
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, name), content, { flag: 'wx' }).catch((err) => {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    });
  }

  /** Bytes held by all stored files (a folder that does not exist yet holds none). */
  async usedBytes(): Promise<number> {
    const entries = await fs.promises.readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    let total = 0;
    for (const entry of entries) {
      if (entry.isFile()) total += (await fs.promises.stat(path.join(entry.parentPath, entry.name))).size;
    }
    return total;
  }

  /** The size in bytes of a stored file, or undefined for a name the server did not make or a file that is gone. */
  async sizeOf(directory: string, name: string): Promise<number | undefined> {
    const file = this.locate(directory, name);
    return file ? (await fs.promises.stat(file)).size : undefined;
  }

  /** The path of a stored file, or undefined for a name the server did not make or a file that is gone. */
  locate(directory: string, name: string): string | undefined {
    if (!STORED_NAME.test(name)) return undefined;
    const file = path.join(this.root, directory, name);
    return fs.existsSync(file) ? file : undefined;
  }
}
