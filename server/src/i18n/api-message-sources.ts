import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The helpers of lib/errors.ts (and the like) whose first argument is a message a client reads. */
const MESSAGE_HELPERS = new Set([
  'badInput',
  'forbidden',
  'conflict',
  'notFound',
  'unauthenticated',
  'unauthorised',
  'rateLimited',
  'serviceUnavailable',
  'ssoNotConfigured',
]);

/** Placeholder for a value inside a message found in the source: `${x}` becomes `{}`. */
export const HOLE = '{}';

export interface FoundMessage {
  /** The English message, with `{}` where the source puts a value. */
  message: string;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

const parse = (path: string) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);

/** Constants holding one string (`const TOO_MANY = '…'`), by name, over every source file. */
function stringConstants(files: ts.SourceFile[]): Map<string, string[]> {
  const constants = new Map<string, string[]>();
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const texts = literalTexts(node.initializer, new Map());
        if (texts.length) constants.set(node.name.text, texts);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return constants;
}

/** The message texts an expression can be: literals, templates (values as holes), both sides of `?:`. */
function literalTexts(node: ts.Expression, constants: Map<string, string[]>): string[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literalTexts(node.expression, constants);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('')];
  if (ts.isConditionalExpression(node))
    return [...literalTexts(node.whenTrue, constants), ...literalTexts(node.whenFalse, constants)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return literalTexts(node.right, constants);
  if (ts.isIdentifier(node)) return constants.get(node.text) ?? [];
  return [];
}

/**
 * Every message the server's source passes to an error helper (`badInput('…')`, `new AppError(code, '…')`,
 * a constant it names), read from the TypeScript syntax tree; values inside templates are `{}`.
 */
export function apiMessagesInSource(root: string): FoundMessage[] {
  const files = sourceFiles(root).map(parse);
  const constants = stringConstants(files);
  const found: FoundMessage[] = [];
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      let message: ts.Expression | undefined;
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MESSAGE_HELPERS.has(node.expression.text))
        message = node.arguments[0];
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError')
        message = node.arguments?.[1];
      // Messages that reach the helpers through a name: a default `message`, a TOO_MANY_… constant, a …_MESSAGES map.
      if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === 'message' && node.initializer)
        message = node.initializer;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (/^TOO_MANY_/.test(node.name.text)) message = node.initializer;
        if (/_MESSAGES$/.test(node.name.text) && ts.isObjectLiteralExpression(node.initializer)) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          for (const property of node.initializer.properties)
            if (ts.isPropertyAssignment(property))
              for (const text of literalTexts(property.initializer, constants))
                found.push({ message: text, where: `${relative(root, file.fileName)}:${line + 1}` });
        }
      }
      if (message) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        for (const text of literalTexts(message, constants))
          found.push({ message: text, where: `${relative(root, file.fileName)}:${line + 1}` });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}
