import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { PRELOADER_ELEMENT_ID as ELEMENT_ID } from "~/document/preloader-script";
import type { preloader } from "~/site/home";
import { InlineScript } from "../ui/InlineScript";

type PreloaderProps = typeof preloader & {
  /** The inline script that plays it before the page's code arrives (app/document/preloader-script.ts). */
  script: string;
  /** Called once the page is visible: at once for a returning visitor, after totalMs otherwise. */
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
 * What the inline script did before hydration: showing the preloader (`on`), already finished
 * (`played`), or nothing (`none`: returning visitor or client-side navigation). Read as the initial
 * state so hydration matches the screen without a synchronous re-render in its commit.
 */
function inlineScriptState(): "on" | "played" | "none" {
  if (typeof document === "undefined") return "none";
  const data = document.getElementById(ELEMENT_ID)?.dataset;
  if (data?.state === "on") return "on";
  return data?.shownAt ? "played" : "none";
}

/**
 * The first-visit preloader. An inline script decides before first paint whether to show it, so
 * returning visitors see no flash and a page without JavaScript is never covered; once hydrated,
 * or after a client-side navigation, the component runs it.
 */
export function Preloader({ words, wordMs, totalMs, storageKey, script, onDone }: PreloaderProps) {
  const [initial] = useState(inlineScriptState);
  const [showing, setShowing] = useState(initial === "on");
  const [index, setIndex] = useState(0);
  // Played through before hydration even when the visit could not be recorded (storage full).
  const finished = useRef(initial === "played");

  // A layout effect, so after a client-side navigation it still shows before the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the page mounts
  useLayoutEffect(() => {
    if (!showing && !finished.current && !hasVisited(storageKey)) setShowing(true);
  }, [storageKey]);

  // Signal done at once for a returning visitor, otherwise once the preloader has finished.
  useEffect(() => {
    if (!showing && (finished.current || hasVisited(storageKey))) onDone();
  }, [showing, storageKey, onDone]);

  useEffect(() => {
    if (!showing) return;
    // Timing counts from when the inline script showed it, or from now after a client-side navigation.
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
        {/* All words share one grid cell, so changing word never resizes the box (no layout shift). */}
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
