/**
 * A lead form as the page shows it: the contract's fields and rules (app/leads/shared/contract.ts) with the
 * site's words for it (app/site/form-text.ts).
 */
import { type FormId, type LeadFormSpec, leadForms, type ProductCode } from "~/leads/shared/contract";
import { type FormPresentation, formPresentation, productLabels } from "~/site/form-text";

export type ProductOption = {
  /** What is sent in the JSON-encoded `product` list. */
  value: ProductCode;
  /** What the visitor reads next to the checkbox. */
  label: string;
};

export type FormConfig = LeadFormSpec & FormPresentation & { product: readonly ProductOption[] };

// Type-checked here: every form has its words and every product code its label.
const presentation: Record<FormId, FormPresentation> = formPresentation;
const labels: Record<ProductCode, string> = productLabels;

function configOf(id: FormId): FormConfig {
  const spec = leadForms[id];
  const product = spec.products.map((value) => ({ value, label: labels[value] }));
  return { ...spec, ...presentation[id], product };
}

export const formConfigs: Record<FormId, FormConfig> = {
  contact: configOf("contact"),
  demo: configOf("demo"),
  internship: configOf("internship"),
  "job-apply": configOf("job-apply"),
};
