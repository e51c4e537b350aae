// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { formStep } from "~/leads/form/form-steps";
import { FORM_EVENTS_PATH } from "./form-events";

/** What left the page: each beacon and each fetch, with its body. */
function recordSends(beaconAccepts: boolean) {
  const sent: { via: string; url: string; body: string; keepalive?: boolean }[] = [];
  vi.stubGlobal("navigator", {
    sendBeacon: (url: string, body: string) => {
      sent.push({ via: "beacon", url, body });
      return beaconAccepts;
    },
  });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ via: "fetch", url, body: String(init.body), keepalive: init.keepalive });
    return new Response(null, { status: 204 });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the forms' steps as conversion counts", () => {
  // A shown or first-touched form as a beacon naming only the form and step: LeadForm.test.tsx.
  it("sends nothing for a sent form: the stored lead is the submission", () => {
    const sent = recordSends(true);
    formStep("contact", "sent");
    expect(sent).toEqual([]);
  });

  it("falls back to fetch with keepalive when the beacon is refused", () => {
    const sent = recordSends(false);
    formStep("job-apply", "view");
    expect(sent).toEqual([
      { via: "beacon", url: FORM_EVENTS_PATH, body: '{"form":"job-apply","step":"view"}' },
      { via: "fetch", url: FORM_EVENTS_PATH, body: '{"form":"job-apply","step":"view"}', keepalive: true },
    ]);
  });
});
