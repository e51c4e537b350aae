import { describe, expect, it } from "vitest";
import { offices } from "~/site/offices";
import { openingJsonLd } from "./jsonld";
import { localSource } from "./local.server";

const [opening] = await localSource("content").read("careers");
const uiux: Parameters<typeof openingJsonLd>[0] = {
  ...opening!,
  status: "unlisted",
  title: "UI/UX Engineer",
  summary: "Design & build interfaces <for> PRIZM.",
  description: "<h2>Responsibilities</h2><ul><li>Run user interviews.</li></ul>",
  posted: "2025-09-26T00:00:00.000Z",
  deadline: "2025-10-10",
  employmentType: "FULL_TIME",
  openings: 1,
  location: "Kathmandu, Nepal",
};

describe("an opening's JobPosting structured data", () => {
  it("has Google's required and recommended fields, with absolute URLs and the deadline as validThrough", () => {
    const ld = openingJsonLd(uiux, "https://www.example.com", "/careers/uiux-engineer");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "UI/UX Engineer",
      datePosted: "2025-09-26",
      validThrough: "2025-10-10",
      employmentType: "FULL_TIME",
      totalJobOpenings: 1,
      url: "https://www.example.com/careers/uiux-engineer",
      hiringOrganization: { "@type": "Organization", sameAs: "https://www.example.com/" },
      jobLocation: {
        "@type": "Place",
        address: {
          streetAddress: offices.find((office) => office.id === "nepal")!.street,
          addressLocality: "Kathmandu",
          addressCountry: "NP",
        },
      },
    });
    // The description is HTML: the summary escaped, then the sanitised body.
    expect(ld?.description).toBe(
      "<p>Design &amp; build interfaces &lt;for&gt; PRIZM.</p><h2>Responsibilities</h2><ul><li>Run user interviews.</li></ul>",
    );
  });

  it("places an opening at the office its location names", () => {
    const ld = openingJsonLd(
      { ...uiux, status: "open", location: "Tokyo, Japan" },
      "https://x.example",
      "/careers/a",
    );
    expect(ld?.jobLocation.address.addressCountry).toBe("JP");
  });

  it("is left out for a closed opening", () => {
    expect(
      openingJsonLd({ ...uiux, status: "closed" }, "https://www.example.com", "/careers/uiux-engineer"),
    ).toBe(undefined);
  });
});
