/**
 * The browser's validation of a lead form: the shared Zod schema through Conform. Loaded on demand
 * because Zod is most of the form's code (ADR 015).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormId } from "~/leads/shared/contract";
import { leadSchema } from "~/leads/shared/schema";

export function leadValidator(formId: FormId) {
  const schema = leadSchema(formId, { captcha: true });
  return (formData: FormData) => parseWithZod(formData, { schema });
}
