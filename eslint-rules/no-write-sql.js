/**
 * Feature modules write records through the CRUD pipeline (CrudService.transaction, a hook's ctx.tx), so every record
 * gets its access check, rules, hooks and history. This rule refuses what would go around it: text holding write SQL
 * (INSERT INTO, UPDATE … SET, DELETE FROM, TRUNCATE, MERGE INTO, across lines) and TypeORM's own write calls (a query
 * builder's insert/update/delete, a manager's or repository's save, remove, update…). A write that truly needs
 * hand-written SQL is marked on the line before it, or before its statement, with one of the named exceptions of
 * docs/decisions.md ("One write path"), which the rule's `allowed` option lists:
 *
 *   // write-sql: stock-decrement
 *   const taken = await manager.query(`UPDATE products SET stock_quantity = stock_quantity - $2 …`);
 */

const WRITE_SQL = new RegExp(
  [
    String.raw`\binsert\s+into\s+[\w."]+`,
    String.raw`\bdelete\s+from\s+[\w."]+`,
    String.raw`\bupdate\s+(only\s+)?[\w."]+(\s+(as\s+)?\w+)?\s+set\s+("?[\w.]+"?\s*=|\()`,
    String.raw`\btruncate\s+(table\s+)?(only\s+)?[\w."]+\s*(,|;|$|\b(restart|continue|cascade|restrict)\b)`,
    String.raw`\bmerge\s+into\s+[\w."]+`,
  ].join('|'),
  'i',
);

/** TypeORM's write calls: on a query builder, an entity manager or a repository. */
const WRITE_METHODS = new Set([
  'insert',
  'update',
  'delete',
  'save',
  'remove',
  'upsert',
  'increment',
  'decrement',
  'softDelete',
  'softRemove',
  'restore',
  'recover',
  'clear',
]);
/** Calls that hand back a query builder or a repository. */
const HANDLE_FACTORIES = new Set(['createQueryBuilder', 'getRepository', 'getTreeRepository', 'withRepository']);
/** Names a manager, data source, query runner, repository or query builder goes by. */
const HANDLE_NAME = /(manager|repository|repo|datasource|queryrunner|querybuilder)$|^qb$/i;
const MARK = /^\s*write-sql:\s*([\w-]+)/;

const nameOf = (node) =>
  node.type === 'Identifier' ? node.name : node.type === 'MemberExpression' && !node.computed ? node.property.name : '';

/** Whether an expression is (or is built from) a query builder, manager or repository. */
function isHandle(node) {
  for (let n = node; n;) {
    if (n.type === 'Identifier') return HANDLE_NAME.test(n.name);
    if (n.type === 'MemberExpression') {
      if (HANDLE_NAME.test(nameOf(n))) return true;
      n = n.object;
    } else if (n.type === 'CallExpression') {
      if (HANDLE_FACTORIES.has(nameOf(n.callee))) return true;
      n = n.callee.type === 'MemberExpression' ? n.callee.object : undefined;
    } else if (n.type === 'AwaitExpression' || n.type === 'TSNonNullExpression' || n.type === 'TSAsExpression') {
      n = n.expression ?? n.argument;
    } else return false;
  }
  return false;
}

/** The text a literal, a template (its expressions read as a name) or a concatenation of them holds. */
function textOf(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' x ');
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const [left, right] = [textOf(node.left), textOf(node.right)];
    return left === undefined && right === undefined ? undefined : `${left ?? ' x '}${right ?? ' x '}`;
  }
  return undefined;
}

const isConcatenation = (node) => node?.type === 'BinaryExpression' && node.operator === '+';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Feature modules write records through the CRUD pipeline, not with write SQL' },
    schema: [
      {
        type: 'object',
        properties: { allowed: { type: 'array', items: { type: 'string' }, uniqueItems: true } },
        additionalProperties: false,
      },
    ],
    messages: {
      sql: 'Write SQL in a feature module: write the record through the pipeline (crud.transaction, ctx.tx), or mark a named exception of docs/decisions.md with `// write-sql: <name>` on the line before.',
      builder:
        'A TypeORM {{method}} in a feature module: write the record through the pipeline (crud.transaction, ctx.tx), or mark a named exception of docs/decisions.md with `// write-sql: <name>` on the line before.',
      unknown: '`write-sql: {{name}}` is not a named exception of docs/decisions.md (allowed: {{allowed}}).',
    },
  },

  create(context) {
    const allowed = new Set(context.options[0]?.allowed ?? []);
    const { sourceCode } = context;
    const marks = new Map();
    for (const comment of sourceCode.getAllComments()) {
      const match = MARK.exec(comment.value);
      if (match) marks.set(comment.loc.end.line, match[1]);
    }

    /** The exception named on the line before the node or before one of its enclosing nodes up to its statement. */
    function markOf(node) {
      for (const n of [node, ...sourceCode.getAncestors(node).reverse()]) {
        const name = marks.get(n.loc.start.line - 1);
        if (name) return name;
        if (/Statement$|Declaration$|^PropertyDefinition$/.test(n.type)) return undefined;
      }
      return undefined;
    }

    function check(node, messageId, data = {}) {
      const name = markOf(node);
      if (name === undefined) context.report({ node, messageId, data });
      else if (!allowed.has(name))
        context.report({ node, messageId: 'unknown', data: { name, allowed: [...allowed].join(', ') || 'none' } });
    }

    function checkText(node) {
      // A part of a concatenation is read with the whole of it.
      if (isConcatenation(node.parent)) return;
      const text = textOf(node);
      if (text !== undefined && WRITE_SQL.test(text.replace(/\s+/g, ' '))) check(node, 'sql');
    }

    return {
      Literal: checkText,
      TemplateLiteral: checkText,
      BinaryExpression: checkText,
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const method = callee.property.name;
        if (!WRITE_METHODS.has(method)) return;
        const builderCall = (method === 'insert' || method === 'delete') && node.arguments.length === 0;
        if (builderCall || isHandle(callee.object)) check(node, 'builder', { method });
      },
    };
  },
};
