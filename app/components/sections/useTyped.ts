import { useEffect, useState } from "react";
import { type TypedOptions, typedFrames } from "./typed";

export type UseTypedOptions = TypedOptions & {
  /** Milliseconds between `active` becoming true and the first change on screen. */
  startDelay: number;
  /** Nothing moves until this is true (e.g. while a preloader covers the page). */
  active: boolean;
};

/**
 * The text of a typed headline. It starts as the first word (also what the server renders),
 * waits `startDelay` once active, then erases and types the words in turn.
 */
export function useTyped(
  words: readonly string[],
  options: UseTypedOptions,
): { text: string; running: boolean } {
  const [text, setText] = useState(words[0] ?? "");
  const [running, setRunning] = useState(false);
  const { active, startDelay, typeSpeed, backSpeed, backDelay } = options;
  const key = words.join("\u0000");

  useEffect(() => {
    if (!active) return;
    const list = key.split("\u0000");
    const frames = typedFrames(list, { typeSpeed, backSpeed, backDelay });
    let timer: number | undefined;
    const tick = () => {
      const frame = frames.next();
      if (frame.done) return;
      setText(frame.value[0]);
      timer = window.setTimeout(tick, frame.value[1]);
    };
    timer = window.setTimeout(() => {
      setRunning(true);
      tick();
    }, startDelay);
    return () => {
      window.clearTimeout(timer);
      // Stopped: the first word, whole, until it starts again from the beginning.
      setText(list[0] ?? "");
      setRunning(false);
    };
  }, [active, key, startDelay, typeSpeed, backSpeed, backDelay]);

  return { text, running };
}
