export type SocialNetwork = "twitter" | "facebook" | "linkedin" | "instagram";

export type SocialLink = { network: SocialNetwork; label: string; href: string };

const profiles: Record<SocialNetwork, SocialLink> = {
  twitter: { network: "twitter", label: "Twitter", href: "https://twitter.northpeak.example/northpeak" },
  facebook: { network: "facebook", label: "Facebook", href: "https://facebook.northpeak.example/northpeak" },
  linkedin: {
    network: "linkedin",
    label: "LinkedIn",
    href: "https://linkedin.northpeak.example/company/northpeak",
  },
  instagram: {
    network: "instagram",
    label: "Instagram",
    href: "https://instagram.northpeak.example/northpeak",
  },
};

/** Order of the mobile menu: Twitter, Facebook, LinkedIn, Instagram. */
export const headerSocials: readonly SocialLink[] = [
  profiles.twitter,
  profiles.facebook,
  profiles.linkedin,
  profiles.instagram,
];

/** Order of the footer: LinkedIn, Twitter, Instagram, Facebook. */
export const footerSocials: readonly SocialLink[] = [
  profiles.linkedin,
  profiles.twitter,
  profiles.instagram,
  profiles.facebook,
];
