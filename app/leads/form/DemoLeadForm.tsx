import { LeadForm } from "./LeadForm";

/** The home page's "Get a Demo" form: a module of its own so that HomeHero can load it on demand (ADR 007). */
export function DemoLeadForm() {
  return <LeadForm formId="demo" />;
}
