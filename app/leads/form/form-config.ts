/** A lead form as the page shows it: the contract's rules with the site's texts (app/site/form-text.ts). */
import { type FormId, type LeadFormSpec, leadForms } from "~/leads/shared/contract";
import { type FormPresentation, formPresentation } from "~/site/form-text";

export const formConfigs: Record<FormId, LeadFormSpec & FormPresentation> = {
  contact: { ...leadForms.contact, ...formPresentation.contact },
  demo: { ...leadForms.demo, ...formPresentation.demo },
  internship: { ...leadForms.internship, ...formPresentation.internship },
  "job-apply": { ...leadForms["job-apply"], ...formPresentation["job-apply"] },
};
