import { parse } from "@conform-to/react";
import { useCallback, useRef } from "react";
import type { FormId } from "~/leads/shared/contract";
import type { LeadFields } from "~/leads/shared/schema";
import type { LeadValidator } from "./lead-validator";

const importValidator = () => import("./lead-validator");

/**
 * The lead form's client-side validation, loaded on first use (ADR 015). `load` starts the download
 * (call it when a visitor touches the form) and resolves to the validator; `validate` is Conform's
 * `onValidate`: until the validator has arrived it finds no error, which lets a submission through to
 * `onSubmit`, where the submit path awaits `load` and checks it then. (Not Conform's `error: null`: that
 * means "the server validates", and Conform would then let a blur's validate intent post the whole form
 * natively.)
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
