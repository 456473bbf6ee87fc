import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Plugin } from 'vite';
import { AFTER_FIRST_PAINT_SOURCE, PRELOAD_MODULES_SOURCE } from './after-first-paint';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREENS } from './src/app/firstScreens';
import { LANGUAGE_KEY } from './src/i18n/languageKey';
import { TOKEN_KEY, USER_KEY } from './src/lib/earlyNames';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/i18n/languages';

/** Where the first name goes in a message, once formatted: a character no catalogue holds. */
const NAME_SLOT = '\u0000';
const TEMPLATE_ID = 'leavewise-first-screen';

type Catalogue = Record<string, unknown>;

/** A page's header words in each language: each message formatted as the app's ICU messages are, the name left as a slot. */
export interface FirstScreenWords {
  needs: readonly string[];
  hub: boolean;
  title: Record<string, string>;
  subtitle: Record<string, string[]>;
}

const lookup = (catalogue: Catalogue, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);

/**
 * Each first screen's title and subtitle in every language (English where a catalogue lacks one, as the
 * app falls back), formatted by the ICU formatter the app's i18n uses. A subtitle is split where the first
 * name goes. A message that needs any other value than `name` is refused: the page's first script could
 * not fill it in as the app would.
 */
export function firstScreenWords(
  readCatalogue: (language: string, namespace: string) => Catalogue,
): Record<string, FirstScreenWords> {
  const words: Record<string, FirstScreenWords> = {};
  const format = (language: string, namespace: string, key: string): string => {
    const message =
      lookup(readCatalogue(language, namespace), key) ?? lookup(readCatalogue(DEFAULT_LANGUAGE, namespace), key);
    if (typeof message !== 'string') throw new Error(`first screen: no message ${namespace}:${key}`);
    const formatted = new IntlMessageFormat(message, language).format({ name: NAME_SLOT });
    if (typeof formatted !== 'string') throw new Error(`first screen: ${namespace}:${key} is not plain text`);
    return formatted;
  };
  for (const [path, screen] of Object.entries(FIRST_SCREENS)) {
    const title: Record<string, string> = {};
    const subtitle: Record<string, string[]> = {};
    for (const language of LANGUAGES) {
      title[language] = format(language, screen.namespace, screen.title);
      if (title[language].includes(NAME_SLOT)) throw new Error(`first screen: ${path}'s title names the person`);
      subtitle[language] = format(language, screen.namespace, screen.subtitle).split(NAME_SLOT);
    }
    words[path] = { needs: screen.needs, hub: !!screen.hub, title, subtitle };
  }
  return words;
}

/** What the screen says to assistive technology while it stands in: common:loading.app in each language. */
export function loadingWords(
  readCatalogue: (language: string, namespace: string) => Catalogue,
): Record<string, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const message = lookup(readCatalogue(language, 'common'), 'loading.app');
      return [
        language,
        typeof message === 'string'
          ? message
          : String(lookup(readCatalogue(DEFAULT_LANGUAGE, 'common'), 'loading.app')),
      ];
    }),
  );
}

/**
 * The page's frame as the layout draws it (app/Layout.tsx, Header.tsx, Sidebar.tsx) and a page header
 * (components/PageHeader.tsx), in plain HTML and the theme's variables (index.html holds the theme's
 * stylesheet): same boxes, fonts and breakpoints, so the page draws its own header exactly where this one
 * stood. A sidebar on wide screens (lg, 64em), else a top bar with the menu button and the name. It is a
 * picture of the page to come, hidden from assistive technology, which hears that Leavewise is loading (the
 * status, in the same language) until the page itself, with its heading, replaces it.
 */
const STYLE = `
.lw-first{display:flex;min-height:100dvh}
.lw-first-aside{display:none;width:16rem;flex-shrink:0;height:100dvh;position:sticky;top:0;background:var(--chakra-colors-bg);border-right:1px solid var(--chakra-colors-border)}
.lw-first-brand{display:flex;align-items:center;gap:.375rem;height:4rem;padding-inline:1rem .75rem;color:var(--chakra-colors-blue-fg);font-weight:700}
.lw-first-brand svg{width:1.25rem;height:1.25rem}
.lw-first-column{display:flex;flex-direction:column;flex:1;min-width:0}
.lw-first-header{display:flex;align-items:center;gap:.75rem;height:4rem;padding-inline:.75rem;background:var(--chakra-colors-bg);border-bottom:1px solid var(--chakra-colors-border)}
.lw-first-menu{display:inline-flex;align-items:center;justify-content:center;width:2.5rem;height:2.5rem}
.lw-first-menu svg{width:1.25rem;height:1.25rem}
.lw-first-name{color:var(--chakra-colors-blue-fg);font-weight:700}
.lw-first-main{flex:1;width:100%;max-width:80rem;margin-inline:auto;padding:1.25rem 1rem 2.5rem}
.lw-first-title{margin:0;font-family:var(--chakra-fonts-heading);font-size:1.5rem;line-height:2rem;font-weight:600;color:var(--chakra-colors-fg)}
.lw-first-subtitle{margin:.25rem 0 0;font-size:1rem;line-height:1.5rem;color:var(--chakra-colors-fg-muted)}
.lw-first-hub{height:3.875rem}
.lw-first-hubbed{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem}
.lw-first-status{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (min-width:48em){.lw-first-header{padding-inline:1.5rem}.lw-first-main{padding:2rem 2rem 4rem}}
@media (min-width:64em){.lw-first-aside{display:block}.lw-first-menu,.lw-first-name{display:none}}
@media (min-width:80em){.lw-first-hubbed{grid-template-columns:12rem minmax(0,1fr);gap:2rem}.lw-first-hub{height:auto}}
`
  .trim()
  .replace(/\n/g, '');

const icon = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>`;
/** lucide's CalendarCheck, the sidebar's mark beside the name. */
const BRAND_ICON = icon(
  '<path d="M8 2v4"/><path d="M16 2v4"/><rect width="18" height="18" x="3" y="4" rx="2"/><path d="M3 10h18"/><path d="m9 16 2 2 4-4"/>',
);
/** lucide's Menu icon, as the header's menu button shows it. */
const MENU_ICON = icon(
  '<line x1="4" x2="20" y1="12" y2="12"/><line x1="4" x2="20" y1="6" y2="6"/><line x1="4" x2="20" y1="18" y2="18"/>',
);

const TEMPLATE = `<template id="${TEMPLATE_ID}"><div class="lw-first" ${FIRST_SCREEN_ATTRIBUTE}=""><div class="lw-first-aside" aria-hidden="true"><div class="lw-first-brand">${BRAND_ICON}Leavewise</div></div><div class="lw-first-column"><div class="lw-first-header" aria-hidden="true"><span class="lw-first-menu">${MENU_ICON}</span><span class="lw-first-name">Leavewise</span></div><div class="lw-first-main" role="status" aria-busy="true"><span class="lw-first-status"></span><div class="lw-first-page" aria-hidden="true"><div class="lw-first-hub"></div><div><div class="lw-first-title"></div><div class="lw-first-subtitle"></div></div></div></div></div></div></template>`;

/**
 * The script that draws the first screen (about 4 KB with the words, inline at the end of the body, so it
 * runs before the first paint): for a session this device remembers, the frame, and the header of the page the
 * address opens (/ and /login open the dashboard, as src/lib/session.ts's signedInPath says) when the
 * person may open it (their stored capabilities), in the language the app will start in (this device's
 * choice, else the browser's first language Leavewise speaks: src/i18n/i18n.ts). The names come from
 * localStorage and go in as text, never as markup. Without a session, or on a page open to anyone, the
 * HTML's loading screen stays.
 */
export function firstScreenScript(
  words: Record<string, FirstScreenWords>,
  loading: Record<string, string>,
  entry: string,
  preloads: readonly string[],
): string {
  return `(() => {
  ${drawScript(words, loading)}
  ${AFTER_FIRST_PAINT_SOURCE}
  ${PRELOAD_MODULES_SOURCE}
  // The app's code is asked for once the browser has painted this screen: the entry, and beside it the
  // libraries it imports (else each would wait for the entry's download to be asked for).
  afterFirstPaint(() => {
    import(${JSON.stringify(entry)});
    preloadModules(${JSON.stringify(preloads)});
  });
})();`;
}

/** The function that draws the first screen, then its call. */
function drawScript(words: Record<string, FirstScreenWords>, loading: Record<string, string>): string {
  return `const draw = () => {
  const screens = ${JSON.stringify(words)};
  const loading = ${JSON.stringify(loading)};
  let token = null;
  let user = null;
  let chosen = null;
  try {
    token = localStorage.getItem(${JSON.stringify(TOKEN_KEY)});
    user = JSON.parse(localStorage.getItem(${JSON.stringify(USER_KEY)}) || 'null');
    chosen = localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});
  } catch {}
  const path = location.pathname;
  if (!token || path === '/reset-password' || path.startsWith('/decide/')) return;
  const opened = path === '/' || path === '/login' ? '/dashboard' : path;
  const spoken = (tag) => {
    const primary = String(tag || '').trim().split(/[-_]/)[0].toLowerCase();
    return Object.hasOwn(loading, primary) ? primary : null;
  };
  const browser = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  const language = spoken(chosen) || browser.map(spoken).find(Boolean) || ${JSON.stringify(DEFAULT_LANGUAGE)};
  const template = document.getElementById(${JSON.stringify(TEMPLATE_ID)});
  const root = document.getElementById('root');
  if (!template || !root) return;
  const frame = template.content.cloneNode(true);
  frame.querySelector('.lw-first-status').textContent = loading[language];
  const screen = Object.hasOwn(screens, opened) ? screens[opened] : null;
  const granted = user && Array.isArray(user.capabilities) ? user.capabilities : [];
  const name = user && typeof user.firstName === 'string' ? user.firstName : '';
  const subtitle = screen && screen.subtitle[language];
  if (screen && (!screen.needs.length || screen.needs.some((need) => granted.includes(need))) && (subtitle.length === 1 || name)) {
    frame.querySelector('.lw-first-title').textContent = screen.title[language];
    frame.querySelector('.lw-first-subtitle').textContent = subtitle.join(name);
    // The administration hub's sections stand before its pages: their place is kept.
    if (screen.hub) frame.querySelector('.lw-first-page').classList.add('lw-first-hubbed');
    else frame.querySelector('.lw-first-hub').remove();
  } else {
    frame.querySelector('.lw-first-page').remove();
  }
  root.replaceChildren(frame);
  };
  draw();`;
}

/**
 * Puts the first screen into the built index.html: its style in the head, and at the end of the body its
 * template and the script that draws it. The server allows that one inline script by its hash
 * (server/src/http/web-client.ts), as the Content Security Policy allows no other.
 */
export function firstScreen(): Plugin {
  let root = '';
  return {
    name: 'leavewise-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const readCatalogue = (language: string, namespace: string): Catalogue => {
          try {
            return JSON.parse(
              readFileSync(join(root, 'src/i18n/locales', language, `${namespace}.json`), 'utf8'),
            ) as Catalogue;
          } catch {
            return {};
          }
        };
        // The entry's tag and its libraries' preloads go: the script below asks for them after the first paint.
        const tag = /[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/.exec(html);
        if (!tag) throw new Error('first screen: index.html has no entry script');
        if (!html.includes('</body>')) throw new Error('first screen: index.html has no body');
        const preloadTag = /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;
        const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]!);
        const script = firstScreenScript(
          firstScreenWords(readCatalogue),
          loadingWords(readCatalogue),
          tag[1]!,
          preloads,
        );
        return html
          .replace(tag[0], '')
          .replace(preloadTag, '')
          .replace('</head>', `  <style data-leavewise-first-screen="">${STYLE}</style>\n  </head>`)
          .replace('</body>', `  ${TEMPLATE}\n    <script>${script}</script>\n  </body>`);
      },
    },
  };
}
