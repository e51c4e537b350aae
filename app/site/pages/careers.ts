import { brand } from "../brand";
import { definePages } from "../page";

export const careerPages = definePages({
  careers: {
    path: "/careers",
    heading: "Careers",
    title: "Careers",
    description: `Current openings at ${brand.name} in Kathmandu, Lexington and Tokyo, and how to share your CV with us.`,
  },
  internship: {
    path: "/careers/internship",
    heading: "Internship",
    title: "Internship in Kathmandu",
    description:
      "25 on-site internship openings in Kathmandu. Selection by a written exam followed by an in-person interview.",
  },
  uiuxEngineer: {
    path: "/careers/uiux-engineer",
    heading: "UI/UX Engineer",
    title: "UI/UX Engineer",
    description:
      "One on-site opening for a UI/UX engineer with 2+ years of experience designing web and mobile products.",
  },
  seniorMobileDeveloper: {
    path: "/careers/senior-mob-app-dev",
    heading: "Senior Mobile App Developer",
    title: "Senior Mobile App Developer",
    description: "A senior role building iOS and Android apps for healthcare and enterprise clients.",
  },
  jobApply: {
    path: "/job-apply-form",
    heading: "Apply for a Job",
    title: "Apply for a Job",
    description: `Send ${brand.name} your CV and a short note about the work you want to do.`,
  },
});
