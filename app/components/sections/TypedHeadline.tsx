import { useAnimationsPaused } from "~/components/ui/animations-paused";
import { type UseTypedOptions, useTyped } from "./useTyped";

type TypedHeadlineProps = Omit<UseTypedOptions, "active"> & {
  words: readonly string[];
  /** What assistive technology reads instead of the changing letters. */
  accessibleText: string;
  active: boolean;
  className?: string;
};

/** Words typed and erased in a loop, without a cursor; still while animations are paused. */
export function TypedHeadline({
  words,
  accessibleText,
  active,
  className = "",
  ...options
}: TypedHeadlineProps) {
  const paused = useAnimationsPaused();
  const { text, running } = useTyped(words, { ...options, active: active && paused === false });
  return (
    <p className={className} data-testid="typed-headline" data-running={running ? "true" : "false"}>
      <span aria-hidden="true" className="inline-block min-h-[1.2em]" data-testid="typed-text">
        {text}
      </span>
      <span className="sr-only">{accessibleText}</span>
    </p>
  );
}
