import { useEffect, useState } from "react";
import { useAnimationsPaused } from "~/components/ui/animations-paused";
import type { typedHeader } from "~/site/home";
import { typedFrames } from "./typed";

type TypedHeadlineProps = typeof typedHeader & {
  /** Nothing moves until this is true (e.g. while a preloader covers the page). */
  active: boolean;
  className?: string;
};

/**
 * Words typed and erased in a loop, without a cursor; still while animations are paused. It starts
 * as the first word (also what the server renders), waits `startDelay` ms once active, then erases and
 * types the words in turn.
 */
export function TypedHeadline({
  words,
  accessibleText,
  startDelay,
  typeSpeed,
  backSpeed,
  backDelay,
  active,
  className = "",
}: TypedHeadlineProps) {
  const paused = useAnimationsPaused();
  const moving = active && paused === false;
  const [text, setText] = useState<string>(words[0]);
  const [running, setRunning] = useState(false);
  const key = words.join("\u0000");

  useEffect(() => {
    if (!moving) return;
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
  }, [moving, key, startDelay, typeSpeed, backSpeed, backDelay]);

  return (
    <p className={className} data-testid="typed-headline" data-running={running ? "true" : "false"}>
      <span aria-hidden="true" className="inline-block min-h-[1.2em]" data-testid="typed-text">
        {text}
      </span>
      <span className="sr-only">{accessibleText}</span>
    </p>
  );
}
