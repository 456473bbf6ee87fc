// @vitest-environment happy-dom
import { Suspense, createElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { lazy } from './preloadable';

const Page = () => createElement('p', null, 'the page');

let root: Root | undefined;
let container: HTMLElement;

/** Renders and commits at once, as a screen's first render after the viewer's answer. */
function renderNow(element: ReactNode) {
  container = document.createElement('div');
  root = createRoot(container);
  flushSync(() => root!.render(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, element)));
  return container;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  root?.unmount();
  root = undefined;
});

describe('a preloadable screen', () => {
  it('renders at once when its code was preloaded, without showing its fallback', async () => {
    const Screen = lazy(async () => ({ default: Page }));
    await Screen.preload();
    expect(renderNow(createElement(Screen)).textContent).toBe('the page');
  });

  it('shows its fallback until its code arrives when it was not preloaded', async () => {
    const Screen = lazy(async () => ({ default: Page }));
    expect(renderNow(createElement(Screen)).textContent).toBe('loading');
    // React reveals a boundary's content no sooner than 300 ms after its fallback.
    for (let waited = 0; waited < 2000 && container.textContent === 'loading'; waited += 10) await pause(10);
    expect(container.textContent).toBe('the page');
  });

  it('loads the words its module names before it counts as loaded', async () => {
    expect(i18n.hasLoadedNamespace('history')).toBe(false);
    const Screen = lazy(async () => ({ default: Page, namespaces: ['history'] }));
    await Screen.preload();
    expect(i18n.hasLoadedNamespace('history')).toBe(true);
    expect(i18n.t('history:title')).toBe('Request History');
  });

  it('passes its props to the component', async () => {
    const Greeting = ({ name }: { name: string }) => createElement('p', null, `hello ${name}`);
    const Screen = lazy(async () => ({ default: Greeting }));
    await Screen.preload();
    expect(renderNow(createElement(Screen, { name: 'Alex' })).textContent).toBe('hello Alex');
  });

  it('imports its module once, however often it is preloaded', async () => {
    let imports = 0;
    const Screen = lazy(async () => {
      imports += 1;
      return { default: Page };
    });
    await Promise.all([Screen.preload(), Screen.preload()]);
    renderNow(createElement(Screen));
    expect(imports).toBe(1);
  });
});
