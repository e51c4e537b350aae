import { describe, expect, it } from "vitest";
import {
  checkTextChallenge,
  createTextChallenge,
  readAnswer,
  TEXT_CHALLENGE_TTL_MS,
} from "./text-challenge.server";

const SECRET = "a-secret-of-the-site-that-is-long-enough";
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const wrongAnswer = { ok: false, reason: "wrong" } as const;
/** Always picks 7 and then 4: "What is seven plus four?" */
const sevenPlusFour = (() => {
  const picks = [7, 4];
  let i = 0;
  return () => picks[i++ % 2]!;
})();

describe("no-script question", () => {
  it("asks a sum in words and signs it without putting the answer in the token", () => {
    const challenge = createTextChallenge(SECRET, NOW, sevenPlusFour);
    expect(challenge.question).toBe("What is seven plus four?");
    expect(challenge.token.split(".")).toHaveLength(3);
    expect(challenge.token).not.toMatch(/\.11\./);
  });

  it("accepts the right answer in digits or words, any case and spacing", () => {
    for (const answer of ["11", " 11 ", "eleven", "Eleven ", "ELEVEN"]) {
      const { token } = createTextChallenge(SECRET, NOW, sevenPlusFour);
      const check = checkTextChallenge(SECRET, token, answer, NOW + 1000);
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
    const a = checkTextChallenge(SECRET, createTextChallenge(SECRET, NOW, sevenPlusFour).token, "11", NOW);
    const b = checkTextChallenge(SECRET, createTextChallenge(SECRET, NOW, sevenPlusFour).token, "11", NOW);
    expect(a.ok && b.ok && a.replay.key !== b.replay.key).toBe(true);
  });

  it("refuses a wrong answer, another site's token, a tampered expiry and an expired question", () => {
    const { token } = createTextChallenge(SECRET, NOW, sevenPlusFour);
    expect(checkTextChallenge(SECRET, token, "12", NOW)).toMatchObject(wrongAnswer);
    expect(checkTextChallenge(SECRET, token, "eleventy", NOW)).toMatchObject(wrongAnswer);
    expect(checkTextChallenge(`${SECRET}-other`, token, "11", NOW)).toMatchObject(wrongAnswer);
    const [expires, nonce, signature] = token.split(".");
    // A forged far-future expiry is refused with no replay key: nothing to record.
    const later = `${Number(expires) + 86_400}.${nonce}.${signature}`;
    expect(checkTextChallenge(SECRET, later, "11", NOW)).toEqual(wrongAnswer);
    expect(checkTextChallenge(SECRET, token, "11", NOW + TEXT_CHALLENGE_TTL_MS + 1000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("calls an empty token or answer missing and junk a wrong answer", () => {
    expect(checkTextChallenge(SECRET, "", "11", NOW)).toEqual({ ok: false, reason: "missing" });
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
    const { token } = createTextChallenge(SECRET, issued, sevenPlusFour);
    expect(checkTextChallenge(SECRET, token, "11", issued + 4001, 5000).ok).toBe(true);
    expect(checkTextChallenge(SECRET, token, "11", issued + 3999, 5000)).toMatchObject({
      reason: "too-soon",
    });
  });

  it("reads answers as numbers", () => {
    expect(readAnswer("0")).toBe(0);
    expect(readAnswer("eighteen")).toBe(18);
    expect(readAnswer("1e1")).toBeUndefined();
    expect(readAnswer("-3")).toBeUndefined();
    expect(readAnswer("")).toBeUndefined();
  });
});
