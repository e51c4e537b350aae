import { brand, careerLabel, whyPath } from "./brand";

export type NavLink = { label: string; href: string; description?: string; image?: string };
export type NavGroup = {
  id: "about" | "solutions" | "services" | "resources";
  label: string;
  links: NavLink[];
};
export type HeaderVariant = "transparent" | "solid";

/**
 * The header's four groups. The career link is the only entry that differs by header
 * variant: the transparent header links to /why-{brand}, the solid one to /careers.
 */
export function navGroups(variant: HeaderVariant): NavGroup[] {
  return [
    {
      id: "about",
      label: "About",
      links: [
        {
          label: "Our Team",
          href: "/our-team",
          description: "The people who lead our engineering and data work.",
        },
        {
          label: "Culture and Values",
          href: "/culture-values",
          description: "Karma, right effort and the communities we serve.",
        },
        {
          label: careerLabel,
          href: variant === "transparent" ? whyPath : "/careers",
          description: `Why engineers and clients choose ${brand.name}.`,
        },
        { label: "Media", href: "/media", description: "Walkthrough videos of the PRIZM platform." },
      ],
    },
    {
      id: "solutions",
      label: "Solutions",
      links: [
        {
          label: "PRIZM",
          href: "/PRIZM",
          description: "Price-transparency analytics for networks, rates and shopping.",
        },
      ],
    },
    {
      id: "services",
      label: "Services",
      links: [
        {
          label: "Our Services",
          href: "/our-services",
          description: "Web, mobile, data, IoT, cloud and design.",
        },
        {
          label: "What We Do",
          href: "/what-we-do",
          description: "How our offshore and on-site teams deliver.",
        },
      ],
    },
    {
      id: "resources",
      label: "Resources",
      links: [
        {
          label: "Case Study",
          href: "/insights",
          description: "Projects we shipped and the results they produced.",
          image: "/images/nav/case-study.svg",
        },
        {
          label: "Blogs",
          href: "/blogs",
          description: "Field notes on price transparency and engineering.",
          image: "/images/nav/blogs.svg",
        },
        {
          label: "News",
          href: "/news-list",
          description: "Announcements, releases and company updates.",
          image: "/images/nav/news.svg",
        },
      ],
    },
  ];
}

export const contactPath = "/Contact-us";
/** Label of the header's and mobile menu's Contact Us button. */
export const contactLabel = "Contact Us";

export const legalLinks: readonly NavLink[] = [
  { label: "Terms of Use", href: "/terms-of-use" },
  { label: "Privacy Policy", href: "/privacy-policy" },
];

/** Routes whose hero sits under a transparent header; every other route gets the solid one. */
export const transparentHeaderPaths: readonly string[] = ["/", whyPath, "/PRIZM"];
