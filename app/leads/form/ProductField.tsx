import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import type { ProductCode } from "~/leads/shared/contract";
import { formCopy, productLabels } from "~/site/form-text";
import { FieldError, RequiredMark } from "./FieldError";

type ProductFieldProps = {
  field: FieldMetadata<string[] | undefined>;
  /** The codes the checkboxes send, each labelled with its text in productLabels. */
  options: readonly ProductCode[];
  required: boolean;
};

/** Product-of-interest checkboxes in a fieldset; its hint says whether a choice is required. */
export function ProductField({ field, options, required }: ProductFieldProps) {
  const invalid = Boolean(field.errors?.length);
  const labels = new Map<string, string>(options.map((code) => [code, productLabels[code]]));
  return (
    <fieldset
      id={field.id}
      aria-describedby={`${field.id}-hint${invalid ? ` ${field.errorId}` : ""}`}
      aria-invalid={invalid || undefined}
    >
      <legend className="text-sm font-semibold text-slate-800">
        {formCopy.product}
        {required && <RequiredMark />}
      </legend>
      <p id={`${field.id}-hint`} className="text-sm text-slate-600">
        {required ? formCopy.productRequiredHint : formCopy.productOptionalHint}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {getCollectionProps(field, {
          type: "checkbox",
          options: [...options],
          ariaAttributes: false,
        }).map(({ key, ...props }) => (
          <label key={key} className="inline-flex items-center gap-2 text-slate-800">
            <input {...props} className="size-4 accent-brand-600" />
            {labels.get(props.value)}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
