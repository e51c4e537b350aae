import type { SeoDefaults } from "../document/seo";
import { DEFAULT_SHARE_IMAGE } from "../lib/share-image";
import { brand } from "./brand";

export const seoDefaults: SeoDefaults = {
  siteName: brand.name,
  author: brand.legalName,
  keywords: brand.keywords,
  image: DEFAULT_SHARE_IMAGE,
};
