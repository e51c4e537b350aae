// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "./Tabs";

const tabs = [
  { id: "one", label: "One", content: <p>First panel</p> },
  { id: "two", label: "Two", content: <p>Second panel</p> },
  { id: "three", label: "Three", content: <p>Third panel</p> },
];

afterEach(cleanup);

describe("Tabs", () => {
  it("server HTML keeps every panel visible, so the content is there without JavaScript", () => {
    const html = renderToString(<Tabs label="Numbers" idPrefix="n" tabs={tabs} defaultId="two" />);
    expect(html).toContain("First panel");
    expect(html).toContain("Third panel");
    expect(html).not.toMatch(/hidden=""/);
    expect(html).toMatch(/id="n-tab-two"[^>]*aria-selected="true"/);
  });

  it("after hydration shows only the selected panel, labelled by its tab", () => {
    render(<Tabs label="Numbers" idPrefix="n" tabs={tabs} defaultId="two" />);
    expect(screen.getByRole("tab", { name: "Two" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("Second panel").closest("[role=tabpanel]")?.hasAttribute("hidden")).toBe(false);
    expect(screen.getByText("First panel").closest("[role=tabpanel]")?.hasAttribute("hidden")).toBe(true);
    const panel = screen.getByText("Second panel").closest("[role=tabpanel]")!;
    expect(panel.getAttribute("aria-labelledby")).toBe("n-tab-two");
  });

  it("arrow keys wrap, Home and End jump, and only the selected tab is tabbable", () => {
    render(<Tabs label="Numbers" idPrefix="n" tabs={tabs} />);
    const [one, two, three] = screen.getAllByRole("tab") as [HTMLElement, HTMLElement, HTMLElement];
    expect(one.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(one, { key: "ArrowLeft" });
    expect(three.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three, { key: "ArrowRight" });
    expect(one.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(one, { key: "End" });
    expect(three.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(three, { key: "Home" });
    expect(one.getAttribute("aria-selected")).toBe("true");
    fireEvent.click(two);
    expect(two.getAttribute("aria-selected")).toBe("true");
    expect([one, two, three].map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });
});
