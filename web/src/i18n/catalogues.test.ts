import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

// Every catalogue file, read as the app reads them: locales/<language>/<namespace>.json.
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const byPath = new Map(
  Object.entries(files).map(([path, tree]) => {
    const [, language, namespace] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    return [`${language}/${namespace}`, tree];
  }),
);
const languagesFound = [...new Set([...byPath.keys()].map((key) => key.split('/')[0]))];
const namespacesOf = (language: string) =>
  [...byPath.keys()].filter((key) => key.startsWith(`${language}/`)).map((key) => key.split('/')[1]);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [inner, text] of flatten(value, path)) keys.set(inner, text);
  }
  return keys;
}

function catalogue(language: string, namespace: string): Map<string, string> {
  return flatten(byPath.get(`${language}/${namespace}`) ?? {});
}

/** The names of a message's arguments ({name}, {count, plural, …}, <tag>…</tag>), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

const namespaces = namespacesOf('en');

describe('translation catalogues', () => {
  it('has one folder per language, each with every English namespace and no other', () => {
    expect(languagesFound.sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect({ language, namespaces: namespacesOf(language).sort() }).toEqual({
        language,
        namespaces: [...namespaces].sort(),
      });
    }
  });

  for (const namespace of namespaces) {
    describe(namespace, () => {
      const english = catalogue('en', namespace);

      for (const language of LANGUAGES) {
        it(`${language} has every key of English and no other, none empty`, () => {
          const translated = catalogue(language, namespace);
          expect({ language, namespace, keys: [...translated.keys()].sort() }).toEqual({
            language,
            namespace,
            keys: [...english.keys()].sort(),
          });
          const empty = [...translated].filter(([, text]) => !text.trim()).map(([key]) => key);
          expect({ language, namespace, empty }).toEqual({ language, namespace, empty: [] });
        });

        it(`${language} messages are valid ICU with the same arguments as English`, () => {
          const mismatched: string[] = [];
          for (const [key, text] of catalogue(language, namespace)) {
            let args: Set<string>;
            try {
              args = argumentsOf(parse(text));
            } catch (error) {
              mismatched.push(`${key}: not valid ICU (${(error as Error).message})`);
              continue;
            }
            const source = english.get(key);
            if (source === undefined) continue;
            const expected = [...argumentsOf(parse(source))].sort().join(',');
            if ([...args].sort().join(',') !== expected) mismatched.push(`${key}: {${[...args]}} not {${expected}}`);
          }
          expect({ language, namespace, mismatched }).toEqual({ language, namespace, mismatched: [] });
        });
      }
    });
  }
});
