import { startTransition, useEffect, useState } from 'react';

/**
 * Cards a phone's screen holds below a page's header and filters: what a long list draws in its first
 * render. That render is often not a transition (`DataTable` draws once it has measured its box, in a
 * layout effect, which React finishes in the same task): six of the people list's cards, where the screen
 * shows the top of one, made a task of 50 ms on a laptop.
 */
export const FIRST_SCREEN_ITEMS = 3;

/**
 * How many more items each later render draws: a few cards, each render's commit (which React does in one
 * task) well under 50 ms on a slow phone. The rest of the people list's twenty cards, committed at once, made
 * a task of 166 ms on a phone's CPU.
 */
export const LATER_ITEMS = 6;

/**
 * How many of a list's `total` items to draw: the first screen's worth the first time the list is longer
 * than that, then `LATER_ITEMS` more at a time, each in a transition once the last slice is on the page, until
 * all are drawn. A phone then paints what it shows sooner, and draws the rest in slices between the browser's
 * own work instead of in the same long task. A list that waits for its data (empty at first) is staggered
 * when its items arrive; later renders (another page of the list, a search) draw every item at once.
 */
export function useFirstScreen(total: number, first: number = FIRST_SCREEN_ITEMS): number {
  // How many are drawn so far; null once every item of the list has been.
  const [drawn, setDrawn] = useState<number | null>(first);
  const long = drawn !== null && total > drawn;
  useEffect(() => {
    if (long)
      startTransition(() =>
        setDrawn((count) => (count === null || count + LATER_ITEMS >= total ? null : count + LATER_ITEMS)),
      );
    else if (drawn !== null && total > first) setDrawn(null);
  }, [long, drawn, total, first]);
  return drawn === null ? total : Math.min(total, drawn);
}

/**
 * False in a component's first render, then true, from a transition started once that render is on the
 * page: what a screen draws below its first screen comes in a commit of its own (`BelowTheFold`).
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
