// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { careersCopy } from "~/site/careers";
import { type OpeningRow, OpeningsTable } from "./OpeningsTable";

function renderTable(openings: readonly OpeningRow[]) {
  const router = createMemoryRouter([
    { path: "/", element: <OpeningsTable openings={openings} copy={careersCopy} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("OpeningsTable", () => {
  it("without openings shows the not-hiring message, a Contact Us button and the CV invitation", () => {
    renderTable([]);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("heading", { name: "We're not hiring at the moment." })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/Contact-us");
    expect(screen.getByText(/Send your CV to/)).toBeTruthy();
  });

  it("with openings shows the table with its five columns and a View more link per row", () => {
    const row = (name: string, openings: number, deadline: string, link: string) =>
      ({ name, location: "Kathmandu", openings, deadline, link }) satisfies OpeningRow;
    renderTable([
      row("QA Engineer", 3, "30th Nov 2026", "/careers/qa-engineer"),
      row("DevOps Engineer", 1, "5th Dec 2026", "/careers/devops"),
    ]);
    expect(screen.queryByText("We're not hiring at the moment.")).toBeNull();
    const table = screen.getByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual(["Designation", "Location", "Openings", "Deadline", "View more"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText("QA Engineer")).toBeTruthy();
    expect(within(rows[0]!).getByText("3")).toBeTruthy();
    expect(within(rows[0]!).getByText("30th Nov 2026")).toBeTruthy();
    expect(
      within(rows[0]!)
        .getByRole("link", { name: /View more/ })
        .getAttribute("href"),
    ).toBe("/careers/qa-engineer");
  });
});
