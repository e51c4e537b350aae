import { definePages } from "../page";

export const legalPages = definePages({
  terms: {
    path: "/terms-of-use",
    heading: "Terms of Use",
    title: "Terms of Use",
    description: "The terms that govern your use of this website.",
  },
  privacy: {
    path: "/privacy-policy",
    heading: "Privacy Policy",
    title: "Privacy Policy",
    description: "What personal information we collect, how we share it and how to ask us to delete it.",
  },
});
