/**
 * How far outside the viewport the captcha starts loading: far enough that a visitor scrolling
 * down finds it ready, near enough that a visitor who only reads the top of the page never pays
 * for it.
 */
export const CAPTCHA_LOAD_MARGIN_PX = 400;

/**
 * Runs `start` once, the first time the element comes within `marginPx` of the viewport or its form
 * is touched (focus or a press anywhere in it: a visitor filling in the fields above the captcha
 * should find it ready). Returns a function that stops watching; `start` never runs after it.
 * Without IntersectionObserver it starts at once.
 */
export function whenNeeded(element: HTMLElement, start: () => void, marginPx = CAPTCHA_LOAD_MARGIN_PX) {
  if (typeof IntersectionObserver === "undefined") {
    start();
    return () => {};
  }
  const form = element.closest("form");
  let done = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) begin();
    },
    // A form in a modal dialog scrolls inside the dialog: the margin is measured from its edges.
    { root: element.closest("dialog"), rootMargin: `${marginPx}px 0px` },
  );
  const stop = () => {
    // A callback already queued may still arrive after disconnect(); `done` turns it away.
    done = true;
    observer.disconnect();
    form?.removeEventListener("focusin", begin);
    form?.removeEventListener("pointerdown", begin);
  };
  function begin() {
    if (done) return;
    stop();
    start();
  }
  observer.observe(element);
  form?.addEventListener("focusin", begin);
  form?.addEventListener("pointerdown", begin);
  return stop;
}
