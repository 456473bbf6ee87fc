import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from './src/app/firstScreens';
import { firstScreenScript, firstScreenWords, loadingWords } from './first-screen';

const readCatalogue = (language: string, namespace: string) => {
  try {
    return JSON.parse(
      readFileSync(join(__dirname, 'src/i18n/locales', language, `${namespace}.json`), 'utf8'),
    ) as Record<string, unknown>;
  } catch {
    return {};
  }
};

describe("the first screen's words", () => {
  const words = firstScreenWords(readCatalogue);

  it('has every first screen in every language, as the catalogues word them', () => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(FIRST_SCREENS).sort());
    expect(words['/dashboard']!.title).toEqual({
      en: 'My Dashboard',
      de: 'Meine Übersicht',
      fr: 'Mon tableau de bord',
      es: 'Mi panel',
    });
    expect(words['/admin']!.title.en).toBe('System Administration');
    // Its page stands below (on wide screens beside) the administration hub's sections.
    expect([words['/admin']!.hub, words['/dashboard']!.hub]).toEqual([true, false]);
    // An apostrophe in an ICU message is text, as the app shows it.
    expect(words['/approvals']!.subtitle.en).toEqual(["Review and decide your team's time off requests."]);
    expect(words['/calendar']!.subtitle.fr).toEqual(['Qui est absent, et quand.']);
  });

  it("splits a subtitle where the person's first name goes", () => {
    expect(words['/dashboard']!.subtitle.en).toEqual(['Welcome back, ', '. Here is your time off at a glance.']);
    expect(words['/dashboard']!.subtitle.de).toEqual([
      'Willkommen zurück, ',
      '. Hier sehen Sie Ihre Abwesenheiten auf einen Blick.',
    ]);
  });

  it("takes English where a language's catalogue lacks the words, as the app does", () => {
    const withoutGerman = (language: string, namespace: string) =>
      language === 'de' ? {} : readCatalogue(language, namespace);
    expect(firstScreenWords(withoutGerman)['/approvals']!.title.de).toBe('Pending Approvals');
    expect(loadingWords(withoutGerman)).toMatchObject({ en: 'Loading Leavewise', de: 'Loading Leavewise' });
  });

  it('refuses a message that needs a value the first script cannot fill in', () => {
    const counting = (language: string, namespace: string) =>
      namespace === 'calendar'
        ? { title: 'Team Calendar', subtitle: '{count, plural, one {# away} other {# away}}' }
        : readCatalogue(language, namespace);
    expect(() => firstScreenWords(counting)).toThrow();
    const missing = (language: string, namespace: string) =>
      namespace === 'admin' ? {} : readCatalogue(language, namespace);
    expect(() => firstScreenWords(missing)).toThrow(/admin:console.title/);
  });

  it('puts the words and the entry into the script, and draws with text only', () => {
    const script = firstScreenScript(words, loadingWords(readCatalogue), '/assets/index-abc.js', [
      '/assets/react-abc.js',
    ]);
    expect(script).toContain('"My Dashboard"');
    expect(script).toContain('import("/assets/index-abc.js")');
    // The entry's libraries are asked for beside it, after the first paint.
    expect(script).toContain(
      'afterFirstPaint(() => {\n    import("/assets/index-abc.js");\n    preloadModules(["/assets/react-abc.js"]);',
    );
    expect(script).not.toMatch(/innerHTML|insertAdjacentHTML|document\.write/);
    // It parses as a script.
    expect(() => new Function(script)).not.toThrow();
  });
});
