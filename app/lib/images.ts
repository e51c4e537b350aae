/** Spec §8: a missing image falls back to this placeholder. */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";
