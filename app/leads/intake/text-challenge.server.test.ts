import { describe, expect, it } from "vitest";
import { sumAsked } from "../../../tests/support/no-script-question";
import {
  checkTextChallenge,
  createTextChallenge,
  readAnswer,
  TEXT_CHALLENGE_TTL_MS,
} from "./text-challenge.server";

const SECRET = "a-secret-of-the-site-that-is-long-enough";
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const wrongAnswer = { ok: false, reason: "wrong" } as const;
/** A question asked at `now`, and its right answer in digits. */
function asked(now = NOW) {
  const { question, token } = createTextChallenge(SECRET, now);
  return { question, token, answer: sumAsked(question) };
}

describe("no-script question", () => {
  it("asks a sum in words and signs it without putting the answer in the token", () => {
    const { question, token, answer } = asked();
    expect(question).toMatch(/^What is [a-z]+ plus [a-z]+\?$/);
    expect(token.split(".")).toHaveLength(3);
    expect(token).not.toContain(`.${answer}.`);
  });

  it("accepts the right answer, with any spacing (words and case: readAnswer below)", () => {
    for (const pad of ["", " "]) {
      const { token, answer } = asked();
      const check = checkTextChallenge(SECRET, token, `${pad}${answer}${pad}`, NOW + 1000);
      expect(check.ok, answer).toBe(true);
      if (check.ok) {
        expect(check.replay.key).toMatch(/^text:[\w-]{16}$/);
        expect(check.replay.expiresAt.getTime()).toBe(
          Math.floor((NOW + TEXT_CHALLENGE_TTL_MS) / 1000) * 1000,
        );
      }
    }
  });

  it("gives each question its own replay key", () => {
    const [a, b] = [asked(), asked()].map(({ token, answer }) =>
      checkTextChallenge(SECRET, token, answer, NOW),
    );
    expect(a?.ok && b?.ok && a.replay.key !== b.replay.key).toBe(true);
  });

  it("refuses a wrong answer, another site's token, a tampered expiry and an expired question", () => {
    const { token, answer } = asked();
    expect(checkTextChallenge(SECRET, token, `${Number(answer) + 1}`, NOW)).toMatchObject(wrongAnswer);
    expect(checkTextChallenge(SECRET, token, "eleventy", NOW)).toMatchObject(wrongAnswer);
    expect(checkTextChallenge(`${SECRET}-other`, token, answer, NOW)).toMatchObject(wrongAnswer);
    const [expires, nonce, signature] = token.split(".");
    // A forged far-future expiry is refused with no replay key: nothing to record.
    const later = `${Number(expires) + 86_400}.${nonce}.${signature}`;
    expect(checkTextChallenge(SECRET, later, answer, NOW)).toEqual(wrongAnswer);
    expect(checkTextChallenge(SECRET, token, answer, NOW + TEXT_CHALLENGE_TTL_MS + 1000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("calls an empty answer missing and junk a wrong answer", () => {
    expect(checkTextChallenge(SECRET, createTextChallenge(SECRET, NOW).token, "  ", NOW)).toMatchObject({
      ok: false,
      reason: "missing",
    });
    expect(checkTextChallenge(SECRET, "1.2.3", "  ", NOW)).toEqual(wrongAnswer);
    expect(checkTextChallenge(SECRET, "not-a-token", "11", NOW)).toEqual(wrongAnswer);
    expect(checkTextChallenge(SECRET, `${Math.floor(NOW / 1000)}.a!b.c`, "11", NOW)).toEqual(wrongAnswer);
  });

  it("never takes a token for younger than it is: the issue time rounds down", () => {
    const issued = NOW + 999;
    const { token, answer } = asked(issued);
    expect(checkTextChallenge(SECRET, token, answer, issued + 4001, 5000).ok).toBe(true);
    expect(checkTextChallenge(SECRET, token, answer, issued + 3999, 5000)).toMatchObject({
      reason: "too-soon",
    });
  });

  it("reads answers as numbers", () => {
    expect(readAnswer("0")).toBe(0);
    expect(readAnswer(" EIGHTeen ")).toBe(18);
    expect(readAnswer("1e1")).toBeUndefined();
    expect(readAnswer("-3")).toBeUndefined();
    expect(readAnswer("")).toBeUndefined();
  });
});
