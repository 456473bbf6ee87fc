// @vitest-environment happy-dom
import { createElement, Fragment, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { BelowTheFold } from './BelowTheFold';

let root: Root | undefined;
/** What each commit of the screen held: its sections' names. */
let commits: string[][] = [];

afterEach(() => {
  root?.unmount();
  root = undefined;
  commits = [];
});

const Screen = () => {
  useLayoutEffect(() => {
    commits.push([...document.querySelectorAll('section')].map((section) => section.id));
  });
  return createElement(
    Fragment,
    null,
    createElement('section', { id: 'top' }),
    createElement(BelowTheFold, null, createElement('section', { id: 'below' }), createElement(Probe)),
  );
};

/** Records the commit that draws what is below the fold. */
const Probe = () => {
  useLayoutEffect(() => {
    commits.push([...document.querySelectorAll('section')].map((section) => section.id));
  });
  return null;
};

describe('what is below the fold', () => {
  it('comes in a commit of its own, after the one that draws the top of the screen', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    flushSync(() => root!.render(createElement(Screen)));
    expect([...container.querySelectorAll('section')].map((section) => section.id)).toEqual(['top']);
    for (let waited = 0; waited < 2000 && !container.querySelector('#below'); waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect([...container.querySelectorAll('section')].map((section) => section.id)).toEqual(['top', 'below']);
    expect(commits).toEqual([['top'], ['top', 'below']]);
    container.remove();
  });
});
