import { describe, expect, it } from "vitest";
import { initialTypedState, nextTypedFrame, type TypedOptions, type TypedState } from "./typed";

const options: TypedOptions = {
  typeSpeed: 100,
  backSpeed: 50,
  backDelay: 1000,
};

/** Runs the animation for `frames` frames and returns each text with the delay it stays on screen. */
function run(words: string[], frames: number) {
  let state: TypedState = initialTypedState(words);
  const out: Array<[string, number]> = [];
  for (let i = 0; i < frames; i++) {
    const frame = nextTypedFrame(state, words, options);
    state = frame.state;
    out.push([state.text, frame.delay]);
  }
  return out;
}

describe("typed headline frames", () => {
  it("erases the first word at backSpeed, then types the next at typeSpeed and pauses backDelay", () => {
    const frames = run(["AB", "CDE"], 6);
    expect(frames).toEqual([
      ["A", 50],
      ["", 50],
      ["C", 100],
      ["CD", 100],
      ["CDE", 1000],
      ["CD", 50],
    ]);
  });

  it("loops back to the first word after the last", () => {
    const texts = run(["AB", "C"], 8).map(([text]) => text);
    expect(texts).toEqual(["A", "", "C", "", "A", "AB", "A", ""]);
  });

  it("smart backspace keeps the prefix the next word shares", () => {
    const texts = run(["TRUST", "TRUE"], 3).map(([text]) => text);
    expect(texts).toEqual(["TRUS", "TRU", "TRUE"]);
  });

  it("a single word never changes", () => {
    expect(run(["ONLY"], 2).map(([t]) => t)).toEqual(["ONLY", "ONLY"]);
  });
});
