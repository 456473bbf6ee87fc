import { startTransition, useEffect, useState } from 'react';

/**
 * Cards a phone's screen holds below a page's header and filters: what a long list draws in its first
 * render. That render is often not a transition (`DataTable` draws once it has measured its box, in a
 * layout effect, which React finishes in the same task): six of the people list's cards, where the screen
 * shows the top of one, made a task of 50 ms on a laptop.
 */
export const FIRST_SCREEN_ITEMS = 3;

/**
 * How many of a list's `total` items to draw: the first screen's worth the first time the list is longer
 * than that, then all of them in a transition once that render is on the page. A phone then paints what
 * it shows sooner, and draws the rest in slices between the browser's own work instead of in the same
 * long task. A list that waits for its data (empty at first) is staggered when its items arrive; later
 * renders (another page of the list, a search) draw every item at once.
 */
export function useFirstScreen(total: number, first: number = FIRST_SCREEN_ITEMS): number {
  const [all, setAll] = useState(false);
  const long = total > first;
  useEffect(() => {
    if (long && !all) startTransition(() => setAll(true));
  }, [long, all]);
  return all ? total : Math.min(total, first);
}
