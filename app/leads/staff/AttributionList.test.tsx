// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { noAttribution } from "~/leads/shared/attribution";
import { attributionLines } from "~/leads/shared/attribution-lines";
import { knownAttribution } from "../../../tests/support/known-attribution";
import { AttributionList } from "./AttributionList";

afterEach(cleanup);

/** The list as label → value pairs, in the order a reader meets them. */
function pairsOf(container: HTMLElement): [string, string][] {
  const list = container.querySelector("dl");
  if (!list) throw new Error("no definition list");
  const terms = [...list.querySelectorAll("dt")].map((dt) => dt.textContent ?? "");
  const values = [...list.querySelectorAll("dd")].map((dd) => dd.textContent ?? "");
  return terms.map((term, i) => [term, values[i] ?? ""]);
}

describe("AttributionList", () => {
  it("shows where the lead came from: every known fact, labelled, in order", () => {
    const { container } = render(<AttributionList attribution={knownAttribution} />);
    const lines = attributionLines(knownAttribution);
    expect(pairsOf(container)).toEqual(lines.map(({ label, value }) => [label, value]));
  });

  it("says 'none' for click ids and leaves out the facts nobody knows", () => {
    const { container } = render(
      <AttributionList attribution={{ ...noAttribution, formPage: "/Contact-us" }} />,
    );
    expect(pairsOf(container)).toEqual([
      ["Form page", "/Contact-us"],
      ["Click ids", "none"],
    ]);
  });

  it("shows a stored value as text, never as markup", () => {
    const { container } = render(
      <AttributionList attribution={{ ...noAttribution, utmCampaign: "<b>bold</b>" }} />,
    );
    expect(container.querySelector("b")).toBeNull();
    expect(pairsOf(container)[0]).toEqual(["utm_campaign", "<b>bold</b>"]);
  });
});
