import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** The injection token of the upload storage (a FileStorage). */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/**
 * File names the server made itself: a UUID and an extension, or a variant of a picture (<uuid>-w640.webp). Anything
 * else is never looked up.
 */
const STORED_NAME = /^[0-9a-f-]{36}(-w\d{2,4})?\.[a-z0-9]{1,8}$/;
/** Directories are the upload rules' names (Images, Tickets, avatars …): letters, digits, '-' and '_'. */
const DIRECTORY = /^[A-Za-z0-9_-]{1,64}$/;

/** A stored file as a listing shows it: its name and when it was written. */
export interface ListedFile {
  name: string;
  modified: Date;
}

/** A stored file opened for sending: its size and its bytes as a stream. */
export interface OpenedFile {
  size: number;
  body: Readable;
}

/**
 * Uploaded files in directories, named by the server so no client path is ever used: on the local disk
 * (DiskStorage) or in S3-compatible object storage (S3Storage), which several nodes share. Every name and directory
 * is checked here, once for both, before an implementation sees it.
 */
export abstract class FileStorage {
  /** Stores a new file under a fresh name (a UUID with the extension) and answers that name. */
  async save(directory: string, extension: string, content: Buffer): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    await this.write(checked(directory), stored(name), content);
    return name;
  }

  /**
   * Stores a file the server names itself (a picture's variant, named after its original; a demo picture). Two
   * requests making the same file at once both succeed: the first one's file is kept.
   */
  saveAs(directory: string, name: string, content: Buffer): Promise<void> {
    return this.write(checked(directory), stored(name), content);
  }

  /** A stored file for sending, or undefined for a name the server did not make or a file that is gone. */
  open(directory: string, name: string): Promise<OpenedFile | undefined> {
    return knownName(directory, name) ? this.openFile(directory, name) : Promise.resolve(undefined);
  }

  /** A stored file's bytes, or undefined as open() does. */
  async read(directory: string, name: string): Promise<Buffer | undefined> {
    const file = await this.open(directory, name);
    if (!file) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  /** The size in bytes of a stored file, or undefined as open() does. */
  sizeOf(directory: string, name: string): Promise<number | undefined> {
    return knownName(directory, name) ? this.sizeOfFile(directory, name) : Promise.resolve(undefined);
  }

  async exists(directory: string, name: string): Promise<boolean> {
    return (await this.sizeOf(directory, name)) !== undefined;
  }

  /** Removes a stored file; false when there was none by that name. */
  remove(directory: string, name: string): Promise<boolean> {
    return knownName(directory, name) ? this.removeFile(directory, name) : Promise.resolve(false);
  }

  /** The files the server named in a directory (anything else there is left out), in no particular order. */
  async *list(directory: string): AsyncIterable<ListedFile> {
    for await (const file of this.listFiles(checked(directory))) if (STORED_NAME.test(file.name)) yield file;
  }

  /** Bytes held by all stored files. */
  abstract usedBytes(): Promise<number>;

  /** Writes a file that does not exist yet; an existing one is kept and the call still succeeds. */
  protected abstract write(directory: string, name: string, content: Buffer): Promise<void>;
  protected abstract openFile(directory: string, name: string): Promise<OpenedFile | undefined>;
  protected abstract sizeOfFile(directory: string, name: string): Promise<number | undefined>;
  protected abstract removeFile(directory: string, name: string): Promise<boolean>;
  /** Every file of a directory (none when it does not exist). */
  protected abstract listFiles(directory: string): AsyncIterable<ListedFile>;
}

const knownName = (directory: string, name: string): boolean => DIRECTORY.test(directory) && STORED_NAME.test(name);

function stored(name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
  return name;
}

function checked(directory: string): string {
  if (!DIRECTORY.test(directory)) throw new Error(`not a storage directory: ${directory}`);
  return directory;
}
