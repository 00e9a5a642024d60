import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/** What a backup holds, written first in its archive. */
export interface BackupManifest {
  format: 1;
  engine: 'postgres' | 'pglite';
  /** 1 database, 2 files, 3 both (Backup.typeId). */
  typeId: number;
  createdAt: string;
  /** The archive's entry holding the database dump, when it has one. */
  database?: string;
}

export const MANIFEST = 'manifest.json';
const FILES = 'files/';

/** Every file below a folder, with its size (a folder that does not exist holds none). */
export async function listFiles(root: string): Promise<{ file: string; size: number }[]> {
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const out: { file: string; size: number }[] = [];
  for (const e of entries)
    if (e.isFile()) {
      const file = path.join(e.parentPath, e.name);
      out.push({ file, size: (await fs.promises.stat(file)).size });
    }
  return out;
}

/**
 * Writes a backup archive (a tar): the manifest, the database dump (a file already written) and the files below
 * filesRoot under files/. `progress` hears the bytes of the uploaded files packed so far.
 */
export async function writeArchive(
  out: string,
  manifest: BackupManifest,
  dump: string | undefined,
  filesRoot: string | undefined,
  progress: (packedFileBytes: number) => void,
): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, fs.createWriteStream(out, { flags: 'wx' }));
  const add = async (name: string, file: string, size: number) => {
    const entry = pack.entry({ name, size, mode: 0o600 });
    await pipeline(fs.createReadStream(file), entry);
  };
  try {
    const text = Buffer.from(JSON.stringify(manifest, null, 2));
    pack.entry({ name: MANIFEST, size: text.length }, text);
    if (dump && manifest.database) await add(manifest.database, dump, (await fs.promises.stat(dump)).size);
    if (filesRoot) {
      let packed = 0;
      for (const { file, size } of await listFiles(filesRoot)) {
        await add(FILES + path.relative(filesRoot, file).split(path.sep).join('/'), file, size);
        packed += size;
        progress(packed);
      }
    }
    pack.finalize();
  } catch (err) {
    pack.destroy(err as Error);
  }
  await written;
}

/**
 * Reads a backup archive: the manifest, the database dump into `dumpFile`, and the uploaded files below `filesDir`
 * (entry names that would leave it are refused).
 */
export async function readArchive(archive: string, dumpFile: string, filesDir: string): Promise<BackupManifest> {
  const extract = tar.extract();
  let manifest: BackupManifest | undefined;
  const root = path.resolve(filesDir);
  const reading = pipeline(fs.createReadStream(archive), extract);
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === MANIFEST) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
      } else if (manifest?.database && name === manifest.database) {
        await pipeline(entry, fs.createWriteStream(dumpFile));
      } else if (name.startsWith(FILES) && entry.header.type === 'file') {
        const target = path.resolve(root, name.slice(FILES.length));
        if (!target.startsWith(root + path.sep)) throw new Error(`archive entry ${name} leaves the files folder`);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await pipeline(entry, fs.createWriteStream(target));
      } else entry.resume();
    }
  } catch (err) {
    // The reading stops with the first refused entry; its error is the one to tell.
    await reading.catch(() => undefined);
    throw err;
  }
  await reading;
  if (manifest?.format !== 1) throw new Error('not a Saray backup archive');
  return manifest;
}
