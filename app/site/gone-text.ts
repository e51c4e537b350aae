/** The page of an item its editor removed (410), and where it points instead, by collection. */
export const goneCopy = {
  text: "What was published at this address has been taken down by our team.",
  links: {
    careers: { label: "See current openings", href: "/careers" },
    "case-studies": { label: "See all case studies", href: "/insights" },
    videos: { label: "Watch the series", href: "/media" },
  },
} as const;
