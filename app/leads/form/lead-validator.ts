/**
 * The browser's check of a lead form: the shared Zod schema (with the captcha rule) run through Conform.
 * Zod and Conform's Zod adapter are most of the form's code, so this module is loaded on demand, when a
 * visitor first reaches for a form (ADR 015); the server runs the same schema on every submission.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormId } from "~/leads/shared/contract";
import { leadSchema } from "~/leads/shared/schema";

export function leadValidator(formId: FormId) {
  const schema = leadSchema(formId, { captcha: true });
  return (formData: FormData) => parseWithZod(formData, { schema });
}

export type LeadValidator = ReturnType<typeof leadValidator>;
