// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PersonOnPage } from "~/cms/team-views.server";
import { PersonBio, PersonCard } from "./PersonCard";

afterEach(cleanup);

const person: PersonOnPage = {
  key: "1",
  title: "Daniel Whitaker",
  role: "Chief Executive Officer",
  linkedin: "https://linkedin.example/in/daniel",
  description: "<p>Daniel co-founded the company.</p><p>He reviews every release note.</p>",
  photo: { src: "/images/team/daniel-whitaker.svg", width: 240, height: 240 },
};

describe("PersonCard", () => {
  it("shows photo, name, LinkedIn link and title in that order", () => {
    render(<PersonCard person={person} bioLabel="read biography" onOpen={() => {}} />);
    const card = screen.getByTestId("person-card");
    const photo = card.querySelector("img");
    const name = within(card).getByRole("heading", { name: new RegExp(person.title) });
    const link = within(card).getByRole("link", { name: /^LinkedIn/ });
    const title = within(card).getByText(person.role);
    const parts = [photo, name, link, title];
    for (const [index, element] of parts.entries()) {
      expect(element).not.toBeNull();
      if (index === 0) continue;
      const previous = parts[index - 1] as Node;
      expect(
        previous.compareDocumentPosition(element as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(link.textContent).toBe(`LinkedIn: ${person.title} (opens in a new tab)`);
    expect(link.getAttribute("href")).toBe(person.linkedin);
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("the name is the button that opens the biography", () => {
    const onOpen = vi.fn();
    render(<PersonCard person={person} bioLabel="read biography" onOpen={onOpen} />);
    screen.getByRole("button", { name: new RegExp(person.title) }).click();
    expect(onOpen).toHaveBeenCalledWith(person);
  });

  it("the biography names the portrait and shows the biography's paragraphs", () => {
    render(<PersonBio person={person} />);
    expect(screen.getByRole("img", { name: `Portrait of ${person.title}` })).toBeTruthy();
    expect(screen.getByText("He reviews every release note.").tagName).toBe("P");
  });

  it("a person without a profile gets no LinkedIn link", () => {
    render(
      <PersonCard person={{ ...person, linkedin: undefined }} bioLabel="read biography" onOpen={() => {}} />,
    );
    expect(within(screen.getByTestId("person-card")).queryByRole("link")).toBeNull();
  });
});
