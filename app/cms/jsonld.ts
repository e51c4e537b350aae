import { absoluteUrl } from "~/lib/seo";
import { brand } from "~/site/brand";
import type { BlogDetailView, NewsDetailView } from "./views";

function publisher(origin: string) {
  return {
    "@type": "Organization",
    name: brand.legalName,
    logo: { "@type": "ImageObject", url: absoluteUrl(origin, brand.logo.src) },
  };
}

/** schema.org Article for a blog post. */
export function blogPostingJsonLd(view: BlogDetailView, origin: string, path: string) {
  const url = absoluteUrl(origin, path);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: view.title.slice(0, 110),
    description: view.description,
    ...(view.banner ? { image: [absoluteUrl(origin, view.banner.src)] } : {}),
    ...(view.published ? { datePublished: view.published } : {}),
    ...(view.modified ? { dateModified: view.modified } : {}),
    author:
      view.author === brand.adminLabel
        ? { "@type": "Organization", name: brand.legalName }
        : { "@type": "Person", name: view.author },
    publisher: publisher(origin),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

/** schema.org NewsArticle for a news item. */
export function newsArticleJsonLd(view: NewsDetailView, origin: string, path: string) {
  const url = absoluteUrl(origin, path);
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: view.title.slice(0, 110),
    description: view.description,
    ...(view.image ? { image: [absoluteUrl(origin, view.image.src)] } : {}),
    ...(view.date ? { datePublished: view.date } : {}),
    author: { "@type": "Organization", name: brand.legalName },
    publisher: publisher(origin),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
