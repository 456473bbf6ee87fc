import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import ts from 'typescript';
import { SOURCE, sourceFiles } from './import-graph';

/*
 * A module's SQL lives in its queries files (`<name>.queries.ts`): a service, resolver or model file
 * calls their named statements and builds none itself — no `createQueryBuilder(…)` and no `.query(…)`.
 * ARCHITECTURE.md, "Which SQL a module runs".
 */
const MODULES = join(SOURCE, 'modules');

/** Files allowed to build SQL outside a queries file, each with its reason (none today). */
const EXCEPTIONS: readonly { file: string; why: string }[] = [];

const SQL_CALLS = new Set(['createQueryBuilder', 'query']);

/** Where a file's text calls a method that builds or runs SQL: `name (line)` for each call. */
function sqlCalls(text: string, fileName = 'file.ts'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      SQL_CALLS.has(node.expression.name.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.expression.name.getStart(source));
      found.push(`${node.expression.name.text} (line ${line + 1})`);
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
    ].join('\n');
    expect(sqlCalls(text)).toEqual(['createQueryBuilder (line 1)', 'query (line 3)', 'createQueryBuilder (line 6)']);
  });
});
