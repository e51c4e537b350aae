import { definePages } from "../page";

export const homePages = definePages({
  home: {
    path: "/",
    heading: "INTRODUCING THE PRIZM PLATFORM",
    title: "Northpeak | Price-Transparency Analytics and Software Engineering",
    description:
      "PRIZM turns payer machine-readable files into network, rate and shopping insight. Northpeak's 500+ engineers build and run the software around it, 24/7.",
  },
});
