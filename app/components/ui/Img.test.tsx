// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE } from "~/lib/images";
import { Img } from "./Img";

afterEach(cleanup);

describe("Img", () => {
  it("shows the placeholder when there is no source", () => {
    const { container } = render(<Img src={null} width={10} height={10} />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("drops srcset and sizes with the broken source, so the placeholder really shows", () => {
    const { container } = render(
      <Img
        src="/uploads/a.png"
        srcSet="/uploads/a-m.png 750w, /uploads/a-l.png 1000w"
        sizes="50vw"
        width={10}
        height={10}
      />,
    );
    const image = container.querySelector("img")!;
    expect(image.getAttribute("srcset")).toContain("a-m.png");
    fireEvent.error(image);
    expect(image.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    expect(image.hasAttribute("srcset")).toBe(false);
    expect(image.hasAttribute("sizes")).toBe(false);
    expect(image.getAttribute("width")).toBe("10");
  });
});
