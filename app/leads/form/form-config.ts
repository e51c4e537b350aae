/** A lead form as the page shows it: the contract's rules with the site's texts (app/site/form-text.ts). */
import { type FormId, type LeadFormSpec, leadForms, type ProductCode } from "~/leads/shared/contract";
import { type FormPresentation, formPresentation, productLabels } from "~/site/form-text";

/** A product checkbox: its label, and the code it sends in the `product` list. */
export type ProductOption = { value: ProductCode; label: string };

export type FormConfig = LeadFormSpec & FormPresentation & { product: readonly ProductOption[] };

// Typed so that every form has its texts and every product code its label.
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
