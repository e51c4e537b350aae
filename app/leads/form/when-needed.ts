/** How far outside the viewport the captcha starts loading: ready when scrolled to, unpaid if never reached. */
export const CAPTCHA_LOAD_MARGIN_PX = 400;

/**
 * Runs `start` once, when the element comes within CAPTCHA_LOAD_MARGIN_PX of the viewport or its form
 * is focused or pressed. Returns a function that stops watching.
 */
export function whenNeeded(element: HTMLElement, start: () => void) {
  const form = element.closest("form");
  const watching = new AbortController();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) begin();
    },
    // A form in a modal dialog scrolls inside it, so the margin is measured from the dialog's edges.
    { root: element.closest("dialog"), rootMargin: `${CAPTCHA_LOAD_MARGIN_PX}px 0px` },
  );
  const stop = () => {
    // A callback already queued may still arrive after disconnect(); begin() ignores it once aborted.
    watching.abort();
    observer.disconnect();
  };
  function begin() {
    if (watching.signal.aborted) return;
    stop();
    start();
  }
  observer.observe(element);
  form?.addEventListener("focusin", begin, { signal: watching.signal });
  form?.addEventListener("pointerdown", begin, { signal: watching.signal });
  return stop;
}
