import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('./src/__generated__/graphql.ts', import.meta.url));
const CALL = /\bgraphql\(\s*`([\s\S]*?)`\s*\)/g;
const DEFINITION = /\b(?:query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
const DOCUMENT =
  /^export const (\w+) = (\{"kind":"Document","definitions":\[\{"kind":"(?:OperationDefinition|FragmentDefinition)",(?:"operation":"\w+",)?"name":\{"kind":"Name","value":"(\w+)"\}.*\}) as unknown as [^\n]*;$/gm;
const PREFIX = '\0graphql-document:';

/** The document codegen generated for the operation or fragment `name`, as JSON. */
export function generatedDocument(name: string): string | undefined {
  for (const match of readFileSync(GENERATED, 'utf8').matchAll(DOCUMENT)) if (match[3] === name) return match[2];
  return undefined;
}

/**
 * Replaces each `graphql(`...`)` call with an import of the document codegen generated for it, one
 * module per document, so a route's chunk carries only its own operations instead of the client
 * preset's map of every document (what the preset's Babel/SWC plugins do). Types still come from the
 * `graphql()` overloads; the generated files stay as codegen wrote them.
 */
export function graphqlDocuments(): Plugin {
  let documents = new Map<string, string>();
  const load = () => {
    documents = new Map([...readFileSync(GENERATED, 'utf8').matchAll(DOCUMENT)].map((m) => [m[3], m[2]]));
  };
  return {
    name: 'leavewise-graphql-documents',
    enforce: 'pre',
    buildStart: load,
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const document = documents.get(id.slice(PREFIX.length));
      return document ? `export default ${document};\n` : null;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('__generated__') || !code.includes('graphql(')) return null;
      const used = new Set<string>();
      const transformed = code.replace(CALL, (_call, source: string) => {
        const name = DEFINITION.exec(source)?.[1] ?? '';
        // Codegen may have run since the last read (dev server).
        if (!documents.has(name)) load();
        if (!documents.has(name))
          throw new Error(`No generated document for ${name || 'an operation'} in ${id}: run \`npm run codegen\`.`);
        used.add(name);
        return `__document_${name}`;
      });
      if (used.size === 0) return null;
      const imports = [...used]
        .map((name) => `import __document_${name} from ${JSON.stringify(PREFIX + name)};\n`)
        .join('');
      return { code: imports + transformed, map: null };
    },
  };
}
