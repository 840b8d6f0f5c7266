// Splitting work into tasks so that a page paints and answers input between them: the one copy
// used by the elements and the site's pages (docs/PERFORMANCE.md, "The play page").

/** Resolves in a new task, after the browser has had a chance to paint and handle input. */
export function nextTask() {
  return globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task after the next frame has been rendered (what was put on the page before is
 * painted before what comes after), or after 100 ms when no frame comes (a hidden tab).
 */
export function afterPaint() {
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (!done) setTimeout(resolve, 0);
      done = true;
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(go);
    setTimeout(go, 100);
  });
}

/**
 * Resolves once the page's first contentful paint has happened, at most `timeoutMs` later (at
 * once where paint timing is not reported or the page is hidden): a page holds its module
 * requests until then, so that none competes with that paint on a slow network.
 */
export function firstContentfulPaint(timeoutMs = 1000) {
  return new Promise((resolve) => {
    const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
    if (!types.includes('paint') || globalThis.document?.hidden !== false) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) finish();
    });
    const timer = setTimeout(finish, timeoutMs);
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}
