/**
 * A small, deterministic take on typed.js: type a word, pause, erase back to the prefix the next word
 * shares, type the next; after the last word, the first again.
 */

export type TypedOptions = {
  typeSpeed: number;
  backSpeed: number;
  backDelay: number;
};

export type TypedState = {
  /** Index of the word being typed or erased. */
  index: number;
  text: string;
  phase: "typing" | "erasing" | "done";
};

function commonPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** The state the animation starts from: the first word on screen, about to be erased. */
export function initialTypedState(words: readonly string[]): TypedState {
  return { index: 0, text: words[0] ?? "", phase: words.length > 1 ? "erasing" : "done" };
}

/**
 * One frame of the animation: the next state and how long it stays on screen before the
 * following frame (typeSpeed per typed letter, backSpeed per erased letter, backDelay once a
 * word is complete).
 */
export function nextTypedFrame(
  state: TypedState,
  words: readonly string[],
  options: TypedOptions,
): { state: TypedState; delay: number } {
  if (state.phase === "done") return { state, delay: Number.POSITIVE_INFINITY };
  const nextIndex = (state.index + 1) % words.length;

  if (state.phase === "erasing") {
    if (state.text.length > commonPrefixLength(words[state.index]!, words[nextIndex]!)) {
      return {
        state: { ...state, text: state.text.slice(0, -1) },
        delay: options.backSpeed,
      };
    }
    // Erased far enough: move on to the next word and type its first missing letter now.
    return nextTypedFrame({ index: nextIndex, text: state.text, phase: "typing" }, words, options);
  }

  const word = words[state.index]!;
  const text = word.slice(0, state.text.length + 1);
  if (text.length < word.length) return { state: { ...state, text }, delay: options.typeSpeed };
  return { state: { ...state, text, phase: "erasing" }, delay: options.backDelay };
}
