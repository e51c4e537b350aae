export type Partner = { name: string; href: string; logo: string };

/** The eight partners of the home page marquee; each opens in a new tab. */
export const partners: readonly Partner[] = [
  { name: "Cedar Health Alliance", href: "https://cedarhealth.example/", logo: "/images/partners/cedar.svg" },
  {
    name: "Bluefield Payers Group",
    href: "https://bluefield.example/",
    logo: "/images/partners/bluefield.svg",
  },
  { name: "Himal Cloud Works", href: "https://himalcloud.example/", logo: "/images/partners/himal.svg" },
  { name: "Sakura Systems", href: "https://sakura-systems.example/", logo: "/images/partners/sakura.svg" },
  {
    name: "Harbor Analytics",
    href: "https://harbor-analytics.example/",
    logo: "/images/partners/harbor.svg",
  },
  {
    name: "Granite Benefits",
    href: "https://granite-benefits.example/",
    logo: "/images/partners/granite.svg",
  },
  { name: "Lumen Claims Network", href: "https://lumenclaims.example/", logo: "/images/partners/lumen.svg" },
  {
    name: "Northstar Data Labs",
    href: "https://northstar-labs.example/",
    logo: "/images/partners/northstar.svg",
  },
];
