import fs from 'node:fs';
import path from 'node:path';
import { FileStorage, type ListedFile, type OpenedFile } from './file-storage.js';

/** Files under <root>/<directory>/ on the local disk (several nodes need the root shared). */
export class DiskStorage extends FileStorage {
  constructor(readonly root: string) {
    super();
  }

  protected async write(directory: string, name: string, content: Buffer): Promise<void> {
    const dir = path.join(this.root, directory);
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, name), content, { flag: 'wx' }).catch((err) => {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    });
  }

  protected async openFile(directory: string, name: string): Promise<OpenedFile | undefined> {
    const file = path.join(this.root, directory, name);
    const size = await this.sizeOfFile(directory, name);
    return size === undefined ? undefined : { size, body: fs.createReadStream(file) };
  }

  protected async sizeOfFile(directory: string, name: string): Promise<number | undefined> {
    const stat = await fs.promises.stat(path.join(this.root, directory, name)).catch(() => undefined);
    return stat?.isFile() ? stat.size : undefined;
  }

  protected async removeFile(directory: string, name: string): Promise<boolean> {
    return fs.promises.unlink(path.join(this.root, directory, name)).then(
      () => true,
      () => false,
    );
  }

  protected async *listFiles(directory: string): AsyncIterable<ListedFile> {
    const dir = path.join(this.root, directory);
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const stat = await fs.promises.stat(path.join(dir, entry.name)).catch(() => undefined);
      if (stat) yield { name: entry.name, modified: stat.mtime };
    }
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
}
