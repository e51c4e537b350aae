import { brand } from "../brand";
import { definePages } from "../page";

export const careerPages = definePages({
  careers: {
    path: "/careers",
    heading: "Careers",
    title: "Careers",
    description: `Current openings at ${brand.name} in Kathmandu, Lexington and Tokyo, and how to share your CV with us.`,
  },
  jobApply: {
    path: "/job-apply-form",
    heading: "Apply for a Job",
    title: "Apply for a Job",
    description: `Send ${brand.name} your CV and a short note about the work you want to do.`,
  },
});
