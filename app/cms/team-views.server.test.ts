import { describe, expect, it } from "vitest";
import { personPlaceholder } from "~/site/team";
import { personOnPage } from "./team-views.server";
import type { Person } from "./types.server";

const person: Person = {
  id: 1,
  key: "1",
  title: "Daniel Whitaker",
  role: "Chief Executive Officer",
  group: "team",
  order: 10,
  linkedin: "https://linkedin.example/in/daniel",
  description: "<p>Daniel co-founded the company.</p>",
  images: [{ url: "/images/team/daniel-whitaker.jpg", alt: "", width: 480, height: 480 }],
};

describe("a person as the team page shows them", () => {
  it("has what the page shows of them, and their own photo at its size", () => {
    const { id, group, order, images, ...shown } = person;
    expect(personOnPage(person)).toEqual({
      ...shown,
      photo: { src: "/images/team/daniel-whitaker.jpg", width: 480, height: 480 },
    });
  });

  it("has the placeholder's size for a photo the source gives none for", () => {
    const unsized = { ...person, images: [{ url: "/uploads/daniel.webp", alt: "" }] };
    expect(personOnPage(unsized).photo).toEqual({ src: "/uploads/daniel.webp", width: 240, height: 240 });
  });

  it("has the site's placeholder without a photo", () => {
    expect(personOnPage({ ...person, images: [] }).photo).toEqual({
      src: "/images/team/no-photo.svg",
      width: personPlaceholder.width,
      height: personPlaceholder.height,
    });
  });
});
