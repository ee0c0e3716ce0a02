// Finds every message the server's code writes into an envelope, for catalog-coverage.test.ts: the message
// arguments of the error helpers, ApiError, ok() and the error handler's send(), as string or template literals
// (a template's `${...}` becomes a placeholder), through a conditional's branches and same-file constants.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Which argument of each call is the message. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  badRequest: 0,
  notFound: 0,
  conflict: 0,
  forbidden: 0,
  staleEdit: 0,
  ApiError: 1,
  ok: 1,
  send: 2,
};

/** A message as written: placeholders `{0}`, `{1}`... where the code interpolates; and where it is. */
export interface MessageSite {
  text: string;
  file: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function texts(node: ts.Expression, constants: Map<string, ts.Expression>): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    // A span that is a message constant is written out (one text per message of a table); others are placeholders.
    return node.templateSpans.reduce(
      (heads, span, i) => {
        const known =
          ts.isIdentifier(span.expression) || ts.isElementAccessExpression(span.expression) ? texts(span.expression, constants) : [];
        const values = known.length > 0 ? known : [`{${i}}`];
        return heads.flatMap((head) => values.map((value) => head + value + span.literal.text));
      },
      [node.head.text],
    );
  }
  if (ts.isParenthesizedExpression(node)) return texts(node.expression, constants);
  if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue, constants), ...texts(node.whenFalse, constants)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return texts(node.right, constants);
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? texts(value, constants) : [];
  }
  // A message picked from a constant table: every message of the table.
  if (ts.isElementAccessExpression(node)) {
    const table = ts.isIdentifier(node.expression) ? constants.get(node.expression.text) : undefined;
    if (!table || !ts.isObjectLiteralExpression(table)) return [];
    return table.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? texts(p.initializer, constants) : []));
  }
  return [];
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/**
 * Every envelope message written under `root` (apps/api/src), outside tests, test helpers and migrations.
 *
 * @example
 * const sites = messageSites(path.resolve(import.meta.dirname, '..'));
 */
export function messageSites(root: string): MessageSite[] {
  const sites: MessageSite[] = [];
  const sources = sourceFiles(root).map((file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  // Constants by name across the files (an imported message constant is found by its name).
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && /^[A-Z][A-Z0-9_]+$/.test(node.name.text))
      constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  sources.forEach(collect);
  for (const source of sources) {
    const file = source.fileName;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node);
        const index = name === undefined ? undefined : MESSAGE_ARGUMENT[name];
        const argument = index === undefined ? undefined : node.arguments?.[index];
        if (argument) for (const text of texts(argument, constants)) sites.push({ text, file: path.relative(root, file) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}
