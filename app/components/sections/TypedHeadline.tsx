import { useEffect, useState } from "react";
import { prefersReducedMotion } from "~/lib/motion";
import { type UseTypedOptions, useTyped } from "./useTyped";

type TypedHeadlineProps = Omit<UseTypedOptions, "active"> & {
  words: readonly string[];
  /** What assistive technology reads instead of the changing letters. */
  accessibleText: string;
  active: boolean;
  className?: string;
};

/** Words typed and erased in a loop, without a cursor; static under reduced motion. */
export function TypedHeadline({
  words,
  accessibleText,
  active,
  className = "",
  ...options
}: TypedHeadlineProps) {
  const [motionAllowed, setMotionAllowed] = useState(false);
  useEffect(() => setMotionAllowed(!prefersReducedMotion()), []);
  const { text, running } = useTyped(words, { ...options, active: active && motionAllowed });
  return (
    <p className={className} data-testid="typed-headline" data-running={running ? "true" : "false"}>
      <span aria-hidden="true" className="inline-block min-h-[1.2em]" data-testid="typed-text">
        {text}
      </span>
      <span className="sr-only">{accessibleText}</span>
    </p>
  );
}
