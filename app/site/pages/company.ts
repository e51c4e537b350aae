import { brand, whyPath } from "../brand";
import { definePages } from "../page";

export const companyPages = definePages({
  ourTeam: {
    path: "/our-team",
    heading: "Our Team",
    title: "Our Team",
    description: `Meet the engineers, analysts and board members behind ${brand.name}, from Lexington to Kathmandu and Tokyo.`,
  },
  cultureValues: {
    path: "/culture-values",
    heading: "Our Culture and Values",
    title: "Our Culture and Values",
    description:
      "Karma, right effort and mindfulness, empowering communities, diversity and inclusion: the values that shape how we work.",
  },
  why: {
    path: whyPath,
    heading: `Why ${brand.name}`,
    title: `Why ${brand.name}`,
    description: `Peace of mind, senior engineering support and a competitive offshore model: why clients and engineers choose ${brand.name}.`,
  },
});
