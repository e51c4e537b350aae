/**
 * What the team page shows of a person, made by its loader: the photo is the entry's own or, for an
 * entry without one, the site's placeholder, so the page's script needs neither rule nor placeholder.
 */
import { personPlaceholder } from "~/site/team";
import type { Person } from "./types.server";

export type PersonOnPage = ReturnType<typeof personOnPage>;

export function personOnPage(person: Person) {
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
