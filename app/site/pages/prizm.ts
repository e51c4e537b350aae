import { definePages } from "../page";

export const prizmPages = definePages({
  prizm: {
    path: "/PRIZM",
    heading: "PRIZM",
    title: "PRIZM Price-Transparency Analytics",
    description:
      "Compare networks against Medicare benchmarks, benchmark rates against the market and give members cost-sharing estimates.",
  },
  prizmShopping: {
    path: "/PRIZM-Shopping",
    heading: "PRIZM Shopping",
    title: "PRIZM Shopping",
    description:
      "Get compliant and stay compliant: personalized cost estimates and service lookup for your members.",
  },
});
