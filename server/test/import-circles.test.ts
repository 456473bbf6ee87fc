import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { importGraph, SOURCE, sourceFiles } from './import-graph';

/*
 * The server's files import one another in one direction: no file reaches itself again through its
 * imports, type-only imports and re-exports included (they tie the files for a reader as much as any).
 * Generated files count too: the resolver types import the context and the types the modules map.
 */

/** The groups of files that import each other in a loop (strongly connected components, Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(relative(SOURCE, member));
    } while (member !== file);
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('import direction', () => {
  const graph = importGraph(sourceFiles(SOURCE));

  it('reads the imports of every server file', () => {
    expect(graph.size).toBeGreaterThan(300);
    // The registry imports every manifest, the manifest's shape and the kernel's types it fills in.
    expect(graph.get(join(SOURCE, '__generated__/modules.ts'))).toHaveLength(
      readdirSync(join(SOURCE, 'modules')).filter((name) => statSync(join(SOURCE, 'modules', name)).isDirectory())
        .length + 2,
    );
  });

  it('has no files importing each other in a circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const a = join(SOURCE, 'a.ts');
    const b = join(SOURCE, 'b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
