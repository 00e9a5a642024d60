import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { FileStorage, type ListedFile, type OpenedFile } from './file-storage.js';

/** Where the S3-compatible storage is and how to sign in to it (SARAY_S3_* settings). */
export interface S3Settings {
  bucket: string;
  /** The service's address for S3-compatible stores (MinIO, Ceph, R2 …); none: AWS itself. */
  endpoint?: string;
  region: string;
  /** Key prefix inside the bucket, so deployments can share one ('' for none). */
  prefix: string;
  /** Addresses as <endpoint>/<bucket>/<key> rather than <bucket>.<endpoint>/<key>; what most S3-compatible stores need. */
  forcePathStyle: boolean;
  /** Without these the SDK's own chain is used (AWS_ACCESS_KEY_ID, the instance's role …). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Files as objects <prefix><directory>/<name> in one bucket, so every node serves every upload. Checksums are sent and
 * checked only where the API requires them: S3-compatible stores do not all know the newer checksum headers.
 */
export class S3Storage extends FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    super();
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(directory: string, name: string): string {
    return `${this.settings.prefix}${directory}/${name}`;
  }

  protected async write(directory: string, name: string, content: Buffer): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.key(directory, name),
      Body: content,
      // The first writer's object is kept; a store that ignores the condition keeps the last one (the same bytes).
      IfNoneMatch: '*',
    });
    await this.client.send(command).catch((err) => {
      if (status(err) !== 412 && status(err) !== 409) throw err;
    });
  }

  protected async openFile(directory: string, name: string): Promise<OpenedFile | undefined> {
    const command = new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(directory, name) });
    const answer = await this.client.send(command).catch(missing);
    if (!answer?.Body) return undefined;
    return { size: answer.ContentLength ?? 0, body: answer.Body as Readable };
  }

  protected async sizeOfFile(directory: string, name: string): Promise<number | undefined> {
    const command = new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(directory, name) });
    return (await this.client.send(command).catch(missing))?.ContentLength;
  }

  protected async removeFile(directory: string, name: string): Promise<boolean> {
    if ((await this.sizeOfFile(directory, name)) === undefined) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(directory, name) }));
    return true;
  }

  protected async *listFiles(directory: string): AsyncIterable<ListedFile> {
    const prefix = this.key(directory, '');
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(prefix.length);
        // Only the directory's own objects: a deeper key is not one of its files.
        if (name && !name.includes('/')) yield { name, modified: object.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async usedBytes(): Promise<number> {
    let total = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) total += object.Size ?? 0;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return total;
  }
}

const status = (err: unknown): number | undefined =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;

/** A missing object is undefined; any other failure (no bucket, refused credentials) is thrown as it is. */
function missing(err: unknown): undefined {
  if (status(err) === 404) return undefined;
  throw err;
}
