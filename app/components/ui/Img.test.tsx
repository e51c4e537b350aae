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

describe("Img of a local raster image", () => {
  it("offers AVIF and WebP at each width in a <picture>, the original <img> as the fallback", () => {
    const { container } = render(
      <Img
        src="/images/videos/build-query.jpg"
        alt="Build a query"
        width={640}
        height={360}
        sizes="(min-width: 768px) 50vw, 100vw"
        loading="eager"
        fetchPriority="high"
      />,
    );
    const picture = container.querySelector("picture")!;
    const sources = [...picture.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      "/generated/images/videos/build-query-320.avif 320w, /generated/images/videos/build-query-640.avif 640w",
    );
    expect(sources[1]!.getAttribute("srcset")).toBe(
      "/generated/images/videos/build-query-320.webp 320w, /generated/images/videos/build-query-640.webp 640w",
    );
    expect(sources.every((s) => s.getAttribute("sizes") === "(min-width: 768px) 50vw, 100vw")).toBe(true);
    const image = picture.querySelector("img")!;
    expect(picture.lastElementChild).toBe(image);
    expect(image.getAttribute("src")).toBe("/images/videos/build-query.jpg");
    expect(image.getAttribute("width")).toBe("640");
    expect(image.getAttribute("height")).toBe("360");
    expect(image.getAttribute("alt")).toBe("Build a query");
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });

  it("drops the sources with a broken image, so the placeholder shows", () => {
    const { container } = render(<Img src="/images/team/a.png" width={400} height={400} />);
    expect(container.querySelectorAll("source")).toHaveLength(2);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("leaves SVGs and CMS images as plain <img>", () => {
    const { container } = render(
      <>
        <Img src="/images/blog/a.svg" width={10} height={10} />
        <Img src="https://cms.example.com/uploads/a.jpg" width={10} height={10} />
      </>,
    );
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelectorAll("img")).toHaveLength(2);
  });
});
