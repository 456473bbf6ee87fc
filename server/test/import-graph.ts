import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** The server's own source: what the import tests read (tests and declaration files left out). */
export const SOURCE = resolve(__dirname, '../src');

export function sourceFiles(dir: string = SOURCE): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** One import of a server file by another: type-only imports and re-exports count too. */
export interface FileImport {
  from: string;
  to: string;
  /** The importing line (1-based). */
  line: number;
}

/** Every import of one server file by another (relative specifiers, resolved to files). */
export function fileImports(files: string[]): FileImport[] {
  const known = new Set(files);
  const resolveImport = (from: string, specifier: string): string | undefined => {
    const base = resolve(dirname(from), specifier);
    return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => known.has(candidate));
  };
  return files.flatMap((from) => {
    const text = readFileSync(from, 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName, pos }) => ({ from, to: resolveImport(from, fileName), line: lineAt(text, pos) }))
      .filter((found): found is FileImport => found.to !== undefined && found.to !== from);
  });
}

const lineAt = (text: string, pos: number): number => text.slice(0, pos).split('\n').length;

/** Each file's imports of other server files. */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const { from, to } of fileImports(files)) {
    const targets = graph.get(from)!;
    if (!targets.includes(to)) targets.push(to);
  }
  return graph;
}
