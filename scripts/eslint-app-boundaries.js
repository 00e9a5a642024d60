// An ESLint rule: the dashboard (admin/), the storefront (storefront/) and the server (backend/) import nothing of
// each other; what they share lives in contracts/ (@saray/contracts), which imports none of them. Relative paths
// are resolved, so a folder of the same name inside an app (storefront/src/admin) is that app's own.
import path from 'node:path';

const ROOT = path.dirname(import.meta.dirname);
const APPS = ['admin', 'storefront', 'backend'];
const SHARED = 'contracts';

/** The top folder of the repository that a path is in, or undefined outside it. */
function topFolder(file) {
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep)[0];
}

/** The folder an import specifier reaches: resolved for a relative one, by package name (@saray/<app>) otherwise. */
function targetFolder(specifier, importer) {
  if (specifier.startsWith('.')) return topFolder(path.resolve(path.dirname(importer), specifier));
  const match = /^@saray\/([^/]+)/.exec(specifier);
  return match?.[1];
}

export const noCrossAppImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses imports between admin/, storefront/ and backend/; they share through contracts/.' },
    messages: { crossApp: '{{from}}/ may not import from {{to}}/: move what both need into contracts/.' },
    schema: [],
  },
  create(context) {
    const from = topFolder(context.filename);
    if (!APPS.includes(from) && from !== SHARED) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = targetFolder(source.value, context.filename);
      if (to !== from && APPS.includes(to)) context.report({ node: source, messageId: 'crossApp', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const appBoundaries = { rules: { 'no-cross-app-imports': noCrossAppImports } };
