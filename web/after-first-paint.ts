/*
 * Parts of the page's scripts that run before the app's code (first-screen.ts's inline script,
 * first-route.ts's): when they ask for the code, and how.
 */

/**
 * The source of `afterFirstPaint(run)`, for the page's scripts that run before the app's code
 * (first-screen.ts's inline script, first-route.ts's): it runs `run` once the browser has painted the
 * page's first screen, when the paint timing entry for it arrives. The code is asked for then, not with
 * the HTML: nothing of that paint waits for it, and its download and compilation would share the network
 * and the CPU with it (on HTTP/1.1, the HTML's own bytes too).
 *
 * A tab in the background paints nothing: it runs at once, and when the tab is hidden meanwhile. A browser
 * without paint timing waits for a frame's callback (it comes just before the paint) and a task after it.
 * FALLBACK_MS is the safety net should no entry ever come.
 */
export const AFTER_FIRST_PAINT_FALLBACK_MS = 1000;

export const AFTER_FIRST_PAINT_SOURCE = `const afterFirstPaint = (run) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      run();
    };
    if (document.visibilityState === 'hidden') return go();
    document.addEventListener('visibilitychange', go, { once: true });
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        setTimeout(go, 0);
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(go, 0));
    }
    setTimeout(go, ${AFTER_FIRST_PAINT_FALLBACK_MS});
  };`;

/** How many fetches `preloadModules` starts in one task. */
export const PRELOAD_BATCH = 4;

/**
 * The source of `preloadModules(files)`: asks the browser for these scripts (`modulepreload`, by address), a
 * few at a time, each batch a task of its own. Adding such a link costs the page's thread about 2 ms (8 on
 * a slow phone), and a page asks for up to sixty: ten at once made a task of 80 ms on a phone.
 */
export const PRELOAD_MODULES_SOURCE = `const preloadModules = (files) => {
    const batch = (start) => {
      for (const file of files.slice(start, start + ${PRELOAD_BATCH})) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = file;
        document.head.appendChild(link);
      }
      if (start + ${PRELOAD_BATCH} < files.length) setTimeout(() => batch(start + ${PRELOAD_BATCH}), 0);
    };
    batch(0);
  };`;
