import { parse } from "@conform-to/react";
import { useCallback, useRef } from "react";
import type { FormId } from "~/leads/shared/contract";
import type { LeadFields } from "~/leads/shared/schema";
import type { LeadValidator } from "./lead-validator";

const importValidator = () => import("./lead-validator");

/**
 * The lead form's client-side validation, loaded on first use (ADR 015). Until it has loaded,
 * `validate` reports no errors, so `onSubmit` awaits `load` and checks then. It does not return
 * Conform's `error: null`, which would let a blur post the whole form natively.
 */
export function useLeadValidator(formId: FormId) {
  const loaded = useRef<{ formId: FormId; validate: LeadValidator } | null>(null);

  const load = useCallback(async (): Promise<LeadValidator> => {
    const current = loaded.current;
    if (current?.formId === formId) return current.validate;
    const { leadValidator } = await importValidator();
    const validate = leadValidator(formId);
    loaded.current = { formId, validate };
    return validate;
  }, [formId]);

  const validate = useCallback(
    (formData: FormData) =>
      loaded.current?.formId === formId
        ? loaded.current.validate(formData)
        : parse<LeadFields, string[]>(formData, { resolve: (payload) => ({ value: payload }) }),
    [formId],
  );

  return { load, validate };
}
