/**
 * What the team page shows of a person, made by its loader: the photo is the entry's own or, for an
 * entry without one, the site's placeholder, so the page's script needs neither rule nor placeholder.
 */
import { personPlaceholder } from "~/site/team";
import type { Person } from "./types";

export type PersonOnPage = Pick<Person, "key" | "title" | "role" | "linkedin" | "description"> & {
  /** The photo as its image element takes it: the entry's own, or the site's placeholder. */
  photo: { src: string; width: number; height: number };
};

export function personOnPage(person: Person): PersonOnPage {
  const image = person.images[0];
  return {
    key: person.key,
    title: person.title,
    role: person.role,
    linkedin: person.linkedin,
    description: person.description,
    photo: {
      src: image?.url ?? personPlaceholder.url,
      width: image?.width ?? personPlaceholder.width,
      height: image?.height ?? personPlaceholder.height,
    },
  };
}
