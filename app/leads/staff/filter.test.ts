import { describe, expect, it } from "vitest";
import { containsPattern, filterSearch, parseLeadQuery, SEARCH_MAX_LENGTH } from "./filter";

const parse = (query: string) => parseLeadQuery(new URLSearchParams(query));

describe("staff page filters", () => {
  it("reads form, date range, search and page", () => {
    expect(parse("form=demo&from=2026-01-01&to=2026-01-31&q=%20Asha%20%20Gurung%20&page=3")).toEqual({
      filter: { form: "demo", from: "2026-01-01", to: "2026-01-31", q: "Asha Gurung" },
      page: 3,
      ignored: [],
    });
  });

  it("keeps everything on the first page when nothing is given", () => {
    expect(parse("")).toEqual({ filter: {}, page: 1, ignored: [] });
    expect(parse("form=&from=&to=&q=++&page=")).toEqual({ filter: {}, page: 1, ignored: [] });
  });

  it("drops and names values it cannot read", () => {
    expect(parse("form=admin&from=2026-02-30&to=yesterday&page=0")).toEqual({
      filter: {},
      page: 1,
      ignored: ["form", "from", "to", "page"],
    });
    expect(parse("page=-1").ignored).toEqual(["page"]);
    expect(parse("page=1.5").ignored).toEqual(["page"]);
  });

  it("swaps a range given backwards and cuts a long search", () => {
    expect(parse("from=2026-03-10&to=2026-03-01").filter).toEqual({ from: "2026-03-01", to: "2026-03-10" });
    expect(parse(`q=${"a".repeat(500)}`).filter.q).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it("searches for LIKE's special characters literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("writes a filter back as a query string for links and the CSV", () => {
    const { filter } = parse("form=contact&q=rates&from=2026-01-01");
    expect(filterSearch(filter)).toBe("?form=contact&from=2026-01-01&q=rates");
    expect(filterSearch(filter, 2)).toBe("?form=contact&from=2026-01-01&q=rates&page=2");
    expect(filterSearch({})).toBe("");
    expect(parseLeadQuery(new URLSearchParams(filterSearch(filter, 4))).filter).toEqual(filter);
  });
});
