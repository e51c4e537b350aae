/** Reads the question a form asks a browser without JavaScript, as a visitor would. */
import { readAnswer } from "../../app/leads/intake/text-challenge.server";

const SUM_ASKED = /What is (\w+) plus (\w+)\?/;
const TOKEN_FIELD = /name="captcha_token" value="([^"]+)"/;

/** The right answer to the sum asked in `text`, in digits ("What is seven plus four?" → "11"). */
export function sumAsked(text: string): string {
  const [, a, b] = SUM_ASKED.exec(text) ?? [];
  const first = a === undefined ? undefined : readAnswer(a);
  const second = b === undefined ? undefined : readAnswer(b);
  if (first === undefined || second === undefined)
    throw new Error(`no sum is asked in: ${text.slice(0, 200)}`);
  return String(first + second);
}

/** The question of a form page: its signed token and the right answer. */
export function noScriptQuestionIn(html: string): { token: string; answer: string } {
  const token = TOKEN_FIELD.exec(html)?.[1];
  if (!token) throw new Error("the page asks no no-script question");
  return { token, answer: sumAsked(html) };
}
