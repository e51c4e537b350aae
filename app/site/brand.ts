/**
 * The company's identity. Changing the brand is a change of this folder only:
 * routes, feeds and labels are derived from these values.
 */
export const brand = {
  /** Short name used in labels such as "Career at Northpeak". */
  name: "Northpeak",
  legalName: "Northpeak Technologies, Inc.",
  /** URL slug of the company page: /why-{slug}. */
  slug: "northpeak",
  /** Content-service product key: /api/strapi/{productKey}-website-blogs. */
  productKey: "northpeak",
  /** Default author of posts that name none: the company's admin label. */
  adminLabel: "Northpeak Admin",
  tagline: "Software engineering and healthcare price-transparency analytics",
  keywords: [
    "software development",
    "healthcare price transparency",
    "machine readable files",
    "PRIZM",
    "offshore development",
    "data analytics",
  ],
  email: "hello@northpeak.example",
  careersEmail: "careers@northpeak.example",
  japanSiteUrl: "https://jp.northpeak.example/",
  logo: {
    src: "/images/logo.svg",
    lightSrc: "/images/logo-light.svg",
    width: 150,
    height: 40,
    mobileWidth: 120,
  },
  copyrightYear: 2025,
  foundingYear: 2012,
} as const;

export const whyPath = `/why-${brand.slug}` as const;
export const careerLabel = `Career at ${brand.name}` as const;
