import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { readArchive, writeArchive, type BackupManifest } from './backup-archive.js';
import { pgEnv } from './database-dump.js';

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-archive-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const manifest: BackupManifest = {
  format: 1,
  engine: 'postgres',
  typeId: 3,
  createdAt: '2026-11-23T00:00:00.000Z',
  database: 'database.pgdump',
};

test('an archive gives back its manifest, its database dump and every uploaded file', async () => {
  const files = path.join(dir, 'files');
  fs.mkdirSync(path.join(files, 'Images', 'deep'), { recursive: true });
  fs.writeFileSync(path.join(files, 'Images', 'a.png'), 'aaaa');
  fs.writeFileSync(path.join(files, 'Images', 'deep', 'b.pdf'), Buffer.alloc(70_000, 7));
  fs.writeFileSync(path.join(dir, 'dump'), 'PGDMP…');
  const heard: number[] = [];
  await writeArchive(path.join(dir, 'out.tar'), manifest, path.join(dir, 'dump'), files, (b) => heard.push(b));
  expect(heard.at(-1)).toBe(70_004);

  const restored = path.join(dir, 'restored');
  const read = await readArchive(path.join(dir, 'out.tar'), path.join(dir, 'dump.back'), restored);
  expect(read).toEqual(manifest);
  expect(fs.readFileSync(path.join(dir, 'dump.back'), 'utf8')).toBe('PGDMP…');
  expect(fs.readFileSync(path.join(restored, 'Images', 'a.png'), 'utf8')).toBe('aaaa');
  expect(fs.readFileSync(path.join(restored, 'Images', 'deep', 'b.pdf')).equals(Buffer.alloc(70_000, 7))).toBe(true);
});

test('an archive entry that would leave the files folder is refused, and a tar without a manifest too', async () => {
  const write = async (entries: [string, string][]) => {
    const pack = tar.pack();
    const out = path.join(dir, `${entries.length}.tar`);
    const done = pipeline(pack, fs.createWriteStream(out));
    for (const [name, text] of entries) pack.entry({ name }, text);
    pack.finalize();
    await done;
    return out;
  };
  const evil = await write([
    ['manifest.json', JSON.stringify({ ...manifest, database: undefined })],
    ['files/../../escaped.txt', 'x'],
  ]);
  await expect(readArchive(evil, path.join(dir, 'd'), path.join(dir, 'r'))).rejects.toThrow(/leaves the files folder/);
  expect(fs.existsSync(path.join(dir, 'escaped.txt'))).toBe(false);
  const plain = await write([['notes.txt', 'hello']]);
  await expect(readArchive(plain, path.join(dir, 'd'), path.join(dir, 'r'))).rejects.toThrow(/not a Saray backup/);
});

test('PostgreSQL programs get the connection through libpq variables, never on their command line', () => {
  expect(pgEnv('postgres://saray:p%40ss@db.local:6543/shop?sslmode=require')).toMatchObject({
    PGHOST: 'db.local',
    PGPORT: '6543',
    PGUSER: 'saray',
    PGPASSWORD: 'p@ss',
    PGDATABASE: 'shop',
    PGSSLMODE: 'require',
  });
  expect(pgEnv('postgres://postgres@127.0.0.1/shop', 'restored')).toMatchObject({
    PGPORT: '5432',
    PGDATABASE: 'restored',
  });
});
