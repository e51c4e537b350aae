import { absoluteUrl } from "~/lib/absolute-url";
import { brand } from "~/site/brand";
import type { DetailPageView } from "./views";

/** schema.org Article (a blog post) or NewsArticle (a news item) for a detail page. */
export function articleJsonLd(page: DetailPageView, origin: string, path: string) {
  const url = absoluteUrl(origin, path);
  const { structured } = page;
  return {
    "@context": "https://schema.org",
    "@type": structured.type,
    headline: page.article.title.slice(0, 110),
    description: page.description,
    ...(structured.image ? { image: [absoluteUrl(origin, structured.image.src)] } : {}),
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
