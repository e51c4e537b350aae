import { absoluteUrl } from "~/lib/absolute-url";
import { isoDay } from "~/lib/dates";
import { escapeXml } from "~/lib/html";
import { brand } from "~/site/brand";
import { offices } from "~/site/offices";
import type { Opening } from "./types.server";
import type { DetailPageView } from "./views";

/** schema.org Article (a blog post) or NewsArticle (a news item) for a detail page. */
export function articleJsonLd(page: DetailPageView, origin: string, path: string) {
  const url = absoluteUrl(origin, path);
  const { structured, article } = page;
  return {
    "@context": "https://schema.org",
    "@type": structured.type,
    headline: article.title.slice(0, 110),
    description: page.description,
    ...(article.leadImage ? { image: [absoluteUrl(origin, article.leadImage.src)] } : {}),
    ...(structured.published ? { datePublished: structured.published } : {}),
    ...(structured.modified ? { dateModified: structured.modified } : {}),
    author:
      structured.author === null
        ? { "@type": "Organization", name: brand.legalName }
        : { "@type": "Person", name: structured.author },
    publisher: {
      "@type": "Organization",
      name: brand.legalName,
      logo: { "@type": "ImageObject", url: absoluteUrl(origin, brand.logo.src) },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

/**
 * schema.org JobPosting for search engines' job listings; `validThrough` is the deadline. The office
 * is the one whose town the opening's location names (the first office otherwise). None for a closed
 * opening: search engines would list a job that takes no applications.
 */
export function openingJsonLd(opening: Opening, origin: string, path: string) {
  if (opening.status === "closed") return undefined;
  const office = offices.find((o) => opening.location.startsWith(o.locality)) ?? offices[0]!;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.title,
    // Google takes the description as HTML; the body is sanitised HTML already.
    description: `<p>${escapeXml(opening.summary)}</p>${opening.description}`,
    datePosted: isoDay(opening.posted),
    validThrough: isoDay(opening.deadline),
    employmentType: opening.employmentType,
    totalJobOpenings: opening.openings,
    experienceRequirements: opening.experience,
    url: absoluteUrl(origin, path),
    hiringOrganization: {
      "@type": "Organization",
      name: brand.legalName,
      sameAs: absoluteUrl(origin, "/"),
      logo: absoluteUrl(origin, brand.logo.src),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: office.street,
        addressLocality: office.locality,
        postalCode: office.postalCode,
        addressCountry: office.countryCode,
      },
    },
  };
}
