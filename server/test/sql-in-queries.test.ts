import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import ts from 'typescript';
import { SOURCE, sourceFiles } from './import-graph';

/*
 * A module's SQL lives in its queries files (`<name>.queries.ts`): a service, resolver or model file
 * calls their named statements and builds none itself — no `createQueryBuilder(…)`, no `.query(…)`, no
 * pipelined `shortRead(…)` and no row reader's raw `.where(…)` clause (`rowReader(…).byIds` takes ids,
 * no SQL, and may stay). ARCHITECTURE.md, "Which SQL a module runs".
 */
const MODULES = join(SOURCE, 'modules');

/** Files allowed to build SQL outside a queries file, each with its reason (none today). */
const EXCEPTIONS: readonly { file: string; why: string }[] = [];

/** Methods that build or run SQL, on any object. */
const SQL_METHODS = new Set(['createQueryBuilder', 'query']);
/** Functions that run SQL text they are given. */
const SQL_FUNCTIONS = new Set(['shortRead']);

/** `rowReader(…).where(…)`: a raw clause appended to a row reader's SELECT. */
const isRowReaderClause = (call: ts.CallExpression): boolean =>
  ts.isPropertyAccessExpression(call.expression) &&
  call.expression.name.text === 'where' &&
  ts.isCallExpression(call.expression.expression) &&
  ts.isIdentifier(call.expression.expression.expression) &&
  call.expression.expression.expression.text === 'rowReader';

/** The name a call is found by: the method's or the function's. */
function sqlCallName(call: ts.CallExpression): ts.Identifier | ts.PrivateIdentifier | undefined {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee) && (SQL_METHODS.has(callee.name.text) || isRowReaderClause(call)))
    return callee.name;
  if (ts.isIdentifier(callee) && SQL_FUNCTIONS.has(callee.text)) return callee;
  return undefined;
}

/** Where a file's text calls something that builds or runs SQL: `name (line)` for each call. */
function sqlCalls(text: string, fileName = 'file.ts'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const name = ts.isCallExpression(node) ? sqlCallName(node) : undefined;
    if (name) {
      const { line } = source.getLineAndCharacterOfPosition(name.getStart(source));
      found.push(`${name.text} (line ${line + 1})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isQueriesFile = (file: string): boolean => basename(file).endsWith('.queries.ts');

describe('SQL in queries files', () => {
  it('has no module file but a queries file building SQL', () => {
    const files = sourceFiles(MODULES);
    expect(files.filter(isQueriesFile).length).toBeGreaterThan(30);
    const offending = files
      .filter((file) => !isQueriesFile(file))
      .filter((file) => !EXCEPTIONS.some((exception) => relative(MODULES, file) === exception.file))
      .flatMap((file) =>
        sqlCalls(readFileSync(file, 'utf8'), file).map((call) => `${relative(MODULES, file)}: ${call}`),
      );
    expect(offending).toEqual([]);
    // An exception that no longer builds SQL is dropped from the list.
    const stale = EXCEPTIONS.filter(({ file }) => sqlCalls(readFileSync(join(MODULES, file), 'utf8')).length === 0);
    expect(stale).toEqual([]);
  });

  it('finds query builders and raw statements, typed or not, and nothing in comments or other names', () => {
    const text = [
      `const rows = await manager.createQueryBuilder(UserEntity, 'u').getMany();`,
      `// this.dataSource.query('SELECT 1') in a comment`,
      'const count = await this.dataSource.query<{ n: number }[]>(`SELECT count(*) AS n FROM users`);',
      `const code = input.query.get('code');`,
      `await queries.queryFor(manager);`,
      `const repo = db.getRepository(UserEntity).createQueryBuilder('u');`,
      'const [row] = await shortRead<{ n: number }>(db, `SELECT 1 AS n`);',
      `const rows = await rowReader(db, UserEntity).where('WHERE is_active', []);`,
      `const people = await rowReader(db, UserEntity).byIds(ids);`,
      `const scoped = params.where(teammates('requester', 'p'));`,
    ].join('\n');
    expect(sqlCalls(text)).toEqual([
      'createQueryBuilder (line 1)',
      'query (line 3)',
      'createQueryBuilder (line 6)',
      'shortRead (line 7)',
      'where (line 8)',
    ]);
  });
});
