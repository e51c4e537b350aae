import { describe, expect, it } from "vitest";
import { whyPath } from "./brand";
import { careersCopy, findJobPosting, jobPostingJsonLd, jobPostings } from "./careers";
import { offices } from "./offices";
import { careerPages } from "./pages/careers";

describe("job postings", () => {
  it("every posting has its page (SEO + h1) and every page of a posting has a posting", () => {
    const postingPaths = jobPostings.map((p) => p.path).sort();
    const pagePaths = Object.values(careerPages)
      .map((p) => p.path)
      .filter((path) => path.startsWith("/careers/"))
      .sort();
    expect(postingPaths).toEqual(pagePaths);
  });

  it("Other Openings only point at postings that exist, never at the posting itself", () => {
    for (const posting of jobPostings) {
      for (const path of posting.otherOpenings) {
        expect(findJobPosting(path), path).toBeDefined();
        expect(path).not.toBe(posting.path);
      }
    }
  });

  it("finds a posting whatever the case or a trailing slash", () => {
    expect(findJobPosting("/Careers/Internship/")?.title).toBe("Internship");
    expect(findJobPosting("/careers/unknown")).toBeUndefined();
  });

  it("holds the postings' facts: openings, place, selection, deadlines", () => {
    const internship = findJobPosting("/careers/internship")!;
    expect(internship).toMatchObject({ openings: 25, employmentType: "Intern", workplace: "On-site" });
    expect(internship.location).toMatch(/Kathmandu/);
    expect(internship.selection?.[0]).toMatch(/^Written exam/);
    expect(internship.selection?.[1]).toMatch(/^In-person interview/);
    expect(internship.otherOpenings).toContain("/careers/senior-mob-app-dev");
    expect(findJobPosting("/careers/senior-mob-app-dev")?.deadline.label).toBe("24th Oct 2024");
    const uiux = findJobPosting("/careers/uiux-engineer")!;
    expect(uiux).toMatchObject({ openings: 1, workplace: "On-site", experience: "2+ years" });
    expect(uiux.posted.label).toBe("26th Sept 2025");
    expect(uiux.deadline.label).toBe("10th Oct 2025");
    expect(uiux.apply.kind).toBe("mailto");
  });

  it("builds schema.org JobPosting data with absolute URLs and ISO dates", () => {
    const ld = jobPostingJsonLd(findJobPosting("/careers/uiux-engineer")!, "https://www.example.com");
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "UI/UX Engineer",
      datePosted: "2025-09-26",
      validThrough: "2025-10-10",
      employmentType: "FULL_TIME",
      totalJobOpenings: 1,
      url: "https://www.example.com/careers/uiux-engineer",
      jobLocation: {
        address: {
          streetAddress: offices.find((office) => office.id === "nepal")!.street,
          addressLocality: "Kathmandu",
          addressCountry: "NP",
        },
      },
    });
    expect(ld.description.length).toBeGreaterThan(100);
  });

  it("links to the company page through the brand's path, not a hard-coded slug", () => {
    expect(careersCopy.links.map((link) => link.href)).toContain(whyPath);
  });

  it("places every on-site posting in Kathmandu, where the Nepal office is", () => {
    for (const posting of jobPostings) {
      const text = [posting.location, ...posting.sections.flatMap((s) => s.items)].join(" ");
      expect(text, posting.path).not.toMatch(/Lalitpur/);
    }
  });
});
