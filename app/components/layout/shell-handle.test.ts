import { describe, expect, it } from "vitest";
import { footerLeadOf } from "./shell-handle";

const Offices = () => null;
const Other = () => null;

describe("footerLeadOf", () => {
  it("finds the block a matched route puts in the footer", () => {
    expect(footerLeadOf([{ handle: undefined }, { handle: { footerLead: Offices } }])).toBe(Offices);
  });
  it("prefers the deepest route", () => {
    expect(footerLeadOf([{ handle: { footerLead: Other } }, { handle: { footerLead: Offices } }])).toBe(
      Offices,
    );
  });
  it("finds none when no route has one", () => {
    expect(footerLeadOf([{ handle: null }, { handle: {} }])).toBeUndefined();
  });
});
