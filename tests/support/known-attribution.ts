/** Test support: a lead's attribution with every fact known, as a campaign link with an ad click leaves it. */
import type { LeadAttribution } from "~/leads/shared/attribution";

export const knownAttribution: LeadAttribution = {
  landingPage: "/PRIZM",
  formPage: "/Contact-us",
  referrerOrigin: "https://news.example",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "q4",
  utmTerm: "rates",
  utmContent: "hero",
  clickIds: ["gclid", "fbclid"],
};
