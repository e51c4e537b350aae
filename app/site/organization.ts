import { absoluteUrl } from "../lib/absolute-url";
import { brand } from "./brand";
import { offices } from "./offices";
import { footerSocials } from "./socials";

// A module of its own: the root loader makes it on the server, and the module the client's meta
// tags need (./seo.ts) would otherwise take the offices into the shell's script (ADR 016).

/** schema.org Organization for every page (its structured data). */
export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.legalName,
    alternateName: brand.name,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, brand.logo.src),
    email: brand.email,
    sameAs: footerSocials.map((s) => s.href),
    address: offices.map((o) => ({
      "@type": "PostalAddress",
      streetAddress: o.street,
      addressLocality: o.locality,
      ...(o.region ? { addressRegion: o.region } : {}),
      postalCode: o.postalCode,
      addressCountry: o.countryCode,
    })),
    contactPoint: offices.map((o) => ({
      "@type": "ContactPoint",
      telephone: o.phone,
      contactType: "sales",
      areaServed: o.countryCode,
    })),
  };
}
