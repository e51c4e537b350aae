// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CaptchaField } from "./CaptchaField";
import type { Grecaptcha } from "./recaptcha";

afterEach(() => {
  cleanup();
  delete window.grecaptcha;
});

describe("CaptchaField", () => {
  it("renders the ALTCHA widget against /api/captcha, and its error with the group marked invalid", () => {
    render(
      <CaptchaField
        id="c"
        errorId="c-error"
        errors={["Please complete the reCAPTCHA"]}
        onChange={() => {}}
        config={{ provider: "altcha" }}
      />,
    );
    expect(document.querySelector("altcha-widget")?.getAttribute("challenge")).toBe("/api/captcha");
    const group = screen.getByRole("group", { name: "Verification" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toContain("c-error");
    expect(document.getElementById("c-error")?.textContent).toBe("Please complete the reCAPTCHA");
  });

  it("renders Google's reCAPTCHA v2 with the site key in reCAPTCHA mode, and a new one each round", async () => {
    // Google is not reachable from tests: this stands in for its api.js (render, callbacks).
    const rendered: { sitekey: string; callback: (token: string) => void }[] = [];
    const grecaptcha: Grecaptcha = { render: (_container, parameters) => rendered.push(parameters) };
    window.grecaptcha = grecaptcha;
    const values: string[] = [];
    const onChange = (value: string) => void values.push(value);
    const field = (round: number) => (
      <CaptchaField
        id="c"
        errorId="c-error"
        onChange={onChange}
        round={round}
        config={{ provider: "recaptcha", siteKey: "6Lc-site" }}
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
  });
});
