/**
 * A page name as a slug (spec 3 page wizard): letters (with their marks) and digits of any script, lower-cased where
 * the script has case, everything else a single hyphen. 'About us!' → 'about-us'; 'درباره ما' → 'درباره-ما'.
 * Turkish dotted capital I lower-cases to a plain i, as a Turkish reader expects.
 */
export function slugify(name: string): string {
  return name
    .replace(/İ/g, 'i')
    .toLocaleLowerCase('en')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}
