import { LeadForm } from "./LeadForm";

/** The home page's "Get a Demo" form, a separate module so it can be loaded on demand (ADR 007). */
export function DemoLeadForm() {
  return <LeadForm formId="demo" />;
}
