// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type CaptchaHandle, CaptchaField } from "./CaptchaField";
import type { Grecaptcha } from "./recaptcha";

afterEach(() => {
  cleanup();
  delete window.grecaptcha;
});

describe("CaptchaField", () => {
  it("renders the ALTCHA widget against /api/captcha", () => {
    render(<CaptchaField id="c" errorId="c-error" onChange={() => {}} config={{ provider: "altcha" }} />);
    const widget = document.querySelector("altcha-widget")!;
    expect(widget.getAttribute("challenge")).toBe("/api/captcha");
    expect(screen.getByRole("group", { name: "Verification" })).not.toBeNull();
  });

  it("renders Google's reCAPTCHA v2 with the site key in reCAPTCHA mode, and resets it", async () => {
    // Google is not reachable from tests: this stands in for its api.js (render/reset, callbacks).
    const rendered: { sitekey: string; callback: (token: string) => void }[] = [];
    const resets: (number | undefined)[] = [];
    const grecaptcha: Grecaptcha = {
      render: (_container, parameters) => {
        rendered.push(parameters);
        return 7;
      },
      reset: (id) => {
        resets.push(id);
      },
    };
    window.grecaptcha = grecaptcha;
    const values: string[] = [];
    const handle = createRef<CaptchaHandle | null>() as React.RefObject<CaptchaHandle | null>;
    render(
      <CaptchaField
        id="c"
        errorId="c-error"
        onChange={(value) => values.push(value)}
        handleRef={handle}
        config={{ provider: "recaptcha", siteKey: "6Lc-site" }}
      />,
    );
    await act(async () => {});
    expect(document.querySelector("altcha-widget")).toBeNull();
    expect(rendered).toHaveLength(1);
    expect(rendered[0]!.sitekey).toBe("6Lc-site");
    act(() => rendered[0]!.callback("token-from-google"));
    expect(values).toEqual(["token-from-google"]);
    act(() => handle.current?.reset());
    expect(resets).toEqual([7]);
    expect(values.at(-1)).toBe("");
    expect(screen.getByText(/Google reCAPTCHA checks/)).not.toBeNull();
  });

  it("shows its error and marks the group invalid", () => {
    render(
      <CaptchaField
        id="c"
        errorId="c-error"
        errors={["Please complete the reCAPTCHA"]}
        onChange={() => {}}
        config={{ provider: "altcha" }}
      />,
    );
    const group = screen.getByRole("group", { name: "Verification" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toContain("c-error");
    expect(document.getElementById("c-error")?.textContent).toBe("Please complete the reCAPTCHA");
  });
});
