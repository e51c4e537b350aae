import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { PRELOADER_ELEMENT_ID as ELEMENT_ID } from "~/document/preloader-script";
import { InlineScript } from "../ui/InlineScript";

type PreloaderProps = {
  words: readonly string[];
  wordMs: number;
  totalMs: number;
  storageKey: string;
  /** The inline script that plays it before the page's code arrives (app/document/preloader-script.ts). */
  script: string;
  /** Called once the page is on show: at once for a returning visitor, after totalMs otherwise. */
  onDone: () => void;
};

function hasVisited(storageKey: string): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== null;
  } catch {
    return true;
  }
}

/**
 * What the page's inline script did before hydration: put the preloader up (`on`), already played
 * it through (`played`: it notes when it started and sets it off at the end), or nothing (`none`:
 * a returning visitor, or a client-side navigation, where no inline script runs). Read once, as the
 * component's first state: hydration then agrees with what is on screen and changes nothing, where
 * a state update in a layout effect would re-render synchronously inside hydration's commit (and
 * run the whole page's effects in that same long task).
 */
function inlineScriptState(): "on" | "played" | "none" {
  if (typeof document === "undefined") return "none";
  const data = document.getElementById(ELEMENT_ID)?.dataset;
  if (data?.state === "on") return "on";
  return data?.shownAt ? "played" : "none";
}

/**
 * The first-visit preloader. A tiny inline script decides before first paint
 * whether to show it, so returning visitors never see a flash and a page without JavaScript is
 * never covered, and plays it on time whenever the page's code arrives; once hydrated, and after a
 * client-side navigation to the home page, the component cycles the words and sets the flag.
 */
export function Preloader({ words, wordMs, totalMs, storageKey, script, onDone }: PreloaderProps) {
  const [initial] = useState(inlineScriptState);
  const [showing, setShowing] = useState(initial === "on");
  const [index, setIndex] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;
  // Played through before hydration even when the visit could not be recorded (storage full).
  const finished = useRef(initial === "played");

  // Layout effect: after a client-side navigation to the home page (no inline script ran) the
  // preloader is still put up before the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the page mounts
  useLayoutEffect(() => {
    if (!showing && !finished.current && !hasVisited(storageKey)) setShowing(true);
  }, [storageKey]);

  // The page is on show: for a returning visitor at once (in an effect, not inside hydration's
  // commit), otherwise once the preloader has played and gone down.
  useEffect(() => {
    if (!showing && (finished.current || hasVisited(storageKey))) done.current();
  }, [showing, storageKey]);

  useEffect(() => {
    if (!showing) return;
    // On a full page load the inline script noted when the preloader went up: the words and the 3 s
    // count from there, not from hydration. After a client-side navigation they count from now.
    const shownAt = Number(document.getElementById(ELEMENT_ID)?.dataset.shownAt);
    const elapsed = Number.isFinite(shownAt) ? Math.max(0, performance.now() - shownAt) : 0;
    setIndex(Math.min(words.length - 1, Math.floor(elapsed / wordMs)));
    const turns = words.flatMap((_, i) =>
      i * wordMs > elapsed ? [window.setTimeout(() => setIndex(i), i * wordMs - elapsed)] : [],
    );
    const finish = window.setTimeout(
      () => {
        try {
          window.localStorage.setItem(storageKey, "true");
        } catch {
          // Private mode without storage: the preloader simply plays again next time.
        }
        finished.current = true;
        setShowing(false);
      },
      Math.max(0, totalMs - elapsed),
    );
    return () => {
      for (const turn of turns) window.clearTimeout(turn);
      window.clearTimeout(finish);
    };
  }, [showing, words, wordMs, totalMs, storageKey]);

  return (
    <>
      <div
        id={ELEMENT_ID}
        className="preloader"
        data-state={showing ? "on" : "off"}
        data-testid="preloader"
        aria-hidden="true"
        suppressHydrationWarning
      >
        {/* Every word sits in the same grid cell and only the current one is visible, so the box
            never changes size when the word does: a word change is not a layout shift. */}
        <p className="preloader-words text-4xl font-bold tracking-[0.3em] md:text-6xl">
          {words.map((word, i) => (
            <span key={word} data-shown={i === index} suppressHydrationWarning>
              {word}
            </span>
          ))}
        </p>
      </div>
      <InlineScript code={script} />
    </>
  );
}
