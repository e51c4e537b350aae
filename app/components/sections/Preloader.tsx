import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNonce } from "~/lib/nonce";

type PreloaderProps = {
  words: readonly string[];
  wordMs: number;
  totalMs: number;
  storageKey: string;
  /** Called once the page is on show: at once for a returning visitor, after totalMs otherwise. */
  onDone: () => void;
};

const ELEMENT_ID = "first-visit-preloader";

function hasVisited(storageKey: string): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== null;
  } catch {
    return true;
  }
}

/**
 * The first-visit preloader (spec §2, §4). A tiny inline script decides before first paint
 * whether to show it, so returning visitors never see a flash and a page without JavaScript is
 * never covered; after hydration the component cycles the words and sets the flag.
 */
export function Preloader({ words, wordMs, totalMs, storageKey, onDone }: PreloaderProps) {
  const nonce = useNonce();
  const [showing, setShowing] = useState(false);
  const [index, setIndex] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;

  // Layout effect: on a client-side navigation to the home page it is decided before paint too.
  useLayoutEffect(() => {
    if (hasVisited(storageKey)) {
      done.current();
      return;
    }
    setShowing(true);
  }, [storageKey]);

  useEffect(() => {
    if (!showing) return;
    const rotate = window.setInterval(() => setIndex((i) => Math.min(i + 1, words.length - 1)), wordMs);
    const finish = window.setTimeout(() => {
      window.clearInterval(rotate);
      try {
        window.localStorage.setItem(storageKey, "true");
      } catch {
        // Private mode without storage: the preloader simply plays again next time.
      }
      setShowing(false);
      done.current();
    }, totalMs);
    return () => {
      window.clearInterval(rotate);
      window.clearTimeout(finish);
    };
  }, [showing, words.length, wordMs, totalMs, storageKey]);

  const script = `try{if(localStorage.getItem(${JSON.stringify(storageKey)})===null)document.getElementById("${ELEMENT_ID}").setAttribute("data-state","on")}catch(e){}`;

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
        <p className="text-4xl font-bold tracking-[0.3em] md:text-6xl">{words[index]}</p>
      </div>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
