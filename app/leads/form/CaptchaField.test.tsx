// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CaptchaField } from "./CaptchaField";

// The server names reCAPTCHA (ALTCHA, its default, is the journeys' captcha: tests/e2e/forms.spec.ts).
// Google is not reachable from tests: this stands in for its api.js (render, callbacks).
const rendered: { sitekey: string; callback: (token: string) => void }[] = [];
beforeAll(() => {
  vi.stubGlobal("fetch", async () => Response.json({ provider: "recaptcha", siteKey: "6Lc-site" }));
  window.grecaptcha = { render: (_container, parameters) => rendered.push(parameters) };
});
afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.grecaptcha;
});

describe("CaptchaField", () => {
  it("renders Google's reCAPTCHA v2 with the site key the server names, a new one each round, and its error with the group marked invalid", async () => {
    const values: string[] = [];
    const onChange = (value: string) => void values.push(value);
    const field = (round: number) => (
      <CaptchaField
        id="c"
        errorId="c-error"
        errors={["Please complete the reCAPTCHA"]}
        onChange={onChange}
        round={round}
      />
    );
    const { rerender } = render(field(0));
    await act(async () => {});
    expect(document.querySelector("altcha-widget")).toBeNull();
    expect(rendered.map((widget) => widget.sitekey)).toEqual(["6Lc-site"]);
    act(() => rendered[0]!.callback("token-from-google"));
    expect(values).toEqual(["token-from-google"]);
    rerender(field(1));
    await act(async () => {});
    expect(rendered).toHaveLength(2);
    expect(screen.getByText(/Google reCAPTCHA checks/)).not.toBeNull();
    const group = screen.getByRole("group", { name: "Verification" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toContain("c-error");
    expect(document.getElementById("c-error")?.textContent).toBe("Please complete the reCAPTCHA");
  });
});
