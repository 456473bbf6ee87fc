// @vitest-environment happy-dom
import { createElement, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ITEMS, LATER_ITEMS, useFirstScreen } from './useFirstScreen';

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  commits = [];
});

/** How many items each commit of the list showed. */
let commits: number[] = [];

const List = ({ total }: { total: number }) => {
  const drawn = useFirstScreen(total);
  useLayoutEffect(() => void commits.push(drawn));
  return createElement(
    'ul',
    null,
    Array.from({ length: drawn }, (_, index) => createElement('li', { key: index }, index)),
  );
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the list shows `count` items (the transition renders after the first commit). */
async function drawn(container: HTMLElement, count: number) {
  for (let waited = 0; waited < 2000 && container.querySelectorAll('li').length < count; waited += 10) await pause(10);
  expect(container.querySelectorAll('li')).toHaveLength(count);
}

function render(total: number) {
  const container = document.createElement('div');
  root = createRoot(container);
  flushSync(() => root!.render(createElement(List, { total })));
  return container;
}

describe('a long list on its first render', () => {
  it("draws the first screen's items first, then every item", async () => {
    const container = render(20);
    expect(container.querySelectorAll('li')).toHaveLength(FIRST_SCREEN_ITEMS);
    await drawn(container, 20);
  });

  it('draws the rest a few items at a time, each slice a commit of its own', async () => {
    const container = render(20);
    await drawn(container, 20);
    const slices = [FIRST_SCREEN_ITEMS];
    while (slices.at(-1)! < 20) slices.push(Math.min(20, slices.at(-1)! + LATER_ITEMS));
    expect(slices.length).toBeGreaterThan(2);
    expect(commits.filter((count, index) => count !== commits[index - 1])).toEqual(slices);
  });

  it('draws a short list whole at once', () => {
    expect(render(FIRST_SCREEN_ITEMS).querySelectorAll('li')).toHaveLength(FIRST_SCREEN_ITEMS);
  });

  it('staggers a list that was empty until its data arrived', async () => {
    const container = render(0);
    flushSync(() => root!.render(createElement(List, { total: 20 })));
    expect(container.querySelectorAll('li')).toHaveLength(FIRST_SCREEN_ITEMS);
    await drawn(container, 20);
  });

  it('draws every item at once once it has drawn a long list', async () => {
    const container = render(20);
    await drawn(container, 20);
    flushSync(() => root!.render(createElement(List, { total: 30 })));
    expect(container.querySelectorAll('li')).toHaveLength(30);
  });
});
