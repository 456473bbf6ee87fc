import type { Locator, Page } from 'playwright-core';

/** Something clickable that another element covers, as the browser's hit testing finds it. */
export interface Covered {
  element: string;
  coveredBy: string;
}

/**
 * The clickable elements (links, buttons, fields) lying wholly in the window, below the sticky header,
 * whose centre or inner corners the browser would give to another element: something floats over them
 * or a box clips them. Checked at the top of the page and again scrolled to its end. A toast is not
 * counted: it floats over the page by design, for seconds, with its own close button.
 */
export async function coveredClickables(page: Page): Promise<Covered[]> {
  const found: Covered[] = [];
  for (const position of ['top', 'bottom'] as const) {
    await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.body.scrollHeight), position);
    found.push(
      ...(await page.evaluate(() => {
        const describe = (element: Element) => {
          const label =
            element.getAttribute('aria-label') ||
            (element as HTMLElement).innerText?.trim().split('\n')[0] ||
            element.getAttribute('name') ||
            element.getAttribute('placeholder') ||
            '';
          return `${element.tagName.toLowerCase()}${label ? ` "${label.slice(0, 60)}"` : ''}`;
        };
        const header = document.querySelector('header');
        const top =
          header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
        const clickables = document.querySelectorAll(
          'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"]',
        );
        const problems: { element: string; coveredBy: string }[] = [];
        for (const element of clickables) {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          if (box.width < 8 || box.height < 8 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
          if (box.top < top || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth)
            continue;
          const inset = Math.min(3, box.width / 4, box.height / 4);
          const points = [
            [box.left + box.width / 2, box.top + box.height / 2],
            [box.left + inset, box.top + inset],
            [box.right - inset, box.bottom - inset],
          ];
          for (const [x, y] of points) {
            const hit = document.elementFromPoint(x, y);
            if (hit && (hit === element || element.contains(hit))) continue;
            if (hit?.closest('[data-scope="toast"]')) continue;
            problems.push({ element: describe(element), coveredBy: hit ? describe(hit) : 'nothing (clipped)' });
            break;
          }
        }
        return problems;
      })),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return found;
}

/** Whether the element lies wholly in the window and receives a click at its centre. */
export async function inSightAndClickable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.top < 0 || box.left < 0) return false;
    if (box.bottom > window.innerHeight || box.right > window.innerWidth) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });
}
