// Adds keys to the three locale files from a JSON file { "key": { "en": "…", "fa": "…", "tr": "…" } }, keeping the
// files sorted: node scripts/add-translations.mjs additions.json
import fs from 'node:fs';

const additions = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

// Several people may add keys at once: one writer at a time (a directory is created atomically).
const lock = 'locales/.lock';
for (let tries = 0; ; tries++) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) throw new Error(`${lock} is held: remove it if no other add-translations is running`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
process.on('exit', () => fs.rmSync(lock, { recursive: true, force: true }));
const sortDeep = (o) =>
  o && typeof o === 'object'
    ? Object.fromEntries(
        Object.keys(o)
          .sort()
          .map((k) => [k, sortDeep(o[k])]),
      )
    : o;
for (const lang of ['en', 'fa', 'tr']) {
  const file = `locales/${lang}.json`;
  const messages = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(additions)) {
    if (!texts[lang]) throw new Error(`${key} has no ${lang} text`);
    const parts = key.split('.');
    let node = messages;
    for (const p of parts.slice(0, -1)) node = node[p] ??= {};
    node[parts.at(-1)] = texts[lang];
  }
  fs.writeFileSync(file, JSON.stringify(sortDeep(messages), null, 2) + '\n');
}
console.log(`Added ${Object.keys(additions).length} keys to en, fa and tr.`);
