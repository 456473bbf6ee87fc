import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, type Namespace } from './catalogues';
import { LANGUAGES } from './languages';

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };

// The parser's element types (TYPE in @formatjs/icu-messageformat-parser): 0 is literal text, 7 the plural's #.
const LITERAL = 0;
const POUND = 7;

/** The names of a message's arguments, those inside plural and select options included. */
function argumentsOf(elements: Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === LITERAL || element.type === POUND) continue;
    if (typeof element.value === 'string') into.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, into);
    if (element.children) argumentsOf(element.children, into);
  }
  return into;
}

const namespaces = Object.keys(CATALOGUES.en) as Namespace[];

describe('server catalogues', () => {
  for (const namespace of namespaces) {
    const english = CATALOGUES.en[namespace];
    for (const language of LANGUAGES) {
      it(`${language}/${namespace} has every English key and no other, none empty`, () => {
        const translated = CATALOGUES[language][namespace];
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        expect(Object.entries(translated).filter(([, text]) => !text.trim())).toEqual([]);
      });

      it(`${language}/${namespace} messages are valid ICU with the arguments of English`, () => {
        const mismatched = Object.entries(CATALOGUES[language][namespace]).filter(([key, text]) => {
          const args = argumentsOf(new IntlMessageFormat(text, language).getAst() as Element[]);
          const englishArgs = argumentsOf(new IntlMessageFormat(english[key], 'en').getAst() as Element[]);
          return [...args].sort().join() !== [...englishArgs].sort().join();
        });
        expect(mismatched.map(([key]) => key)).toEqual([]);
      });
    }
  }
});
