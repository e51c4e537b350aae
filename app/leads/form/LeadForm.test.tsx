// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FormId, leadForms } from "~/leads/shared/contract";
import { formPresentation } from "~/site/form-text";
import type { LeadActionData } from "~/leads/shared/action-data";
import { onFormStep } from "./form-steps";
import { LeadForm } from "./LeadForm";

afterEach(cleanup);

/** happy-dom has no sendBeacon: the page's beacons are recorded here as the browser would hand them over. */
const beacons: { url: string; body: string }[] = [];
beforeEach(() => {
  beacons.length = 0;
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body }) > 0,
  });
});

type FormProps = { formId: FormId; opening?: string };

function FormUnderTest() {
  const props = useLoaderData() as FormProps;
  return <LeadForm {...props} />;
}

async function renderForm(formId: FormId, actionData?: LeadActionData, opening?: string) {
  const props: FormProps = { formId, ...(opening ? { opening } : {}) };
  const Stub = createRoutesStub([{ path: "/", Component: FormUnderTest, loader: () => props }]);
  render(
    <Stub
      initialEntries={["/"]}
      hydrationData={{
        loaderData: { "0": props },
        actionData: actionData ? { "0": actionData } : undefined,
      }}
    />,
  );
  return screen.findByRole("form", { name: formPresentation[formId].label });
}

const productBoxes = () => Array.from(document.querySelectorAll<HTMLInputElement>('input[name="product"]'));

describe("LeadForm field visibility", () => {
  it("carries the form id and a honeypot hidden from assistive technology", async () => {
    const form = await renderForm("contact");
    expect(form.querySelector<HTMLInputElement>('input[name="form"]')?.value).toBe("contact");
    const honeypot = form.querySelector<HTMLInputElement>('input[name="company_website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
  });

  it.each([
    ["contact", "files", true],
    ["demo", undefined, false],
    ["job-apply", "cv", false],
  ] as const)("%s: file input %s, multiple %s; cvUpload=Yes only beside a CV", async (id, name, multiple) => {
    const form = await renderForm(id);
    const file = form.querySelector<HTMLInputElement>('input[type="file"]');
    expect(file?.name).toBe(name);
    expect(file?.multiple ?? false).toBe(multiple);
    const cvUpload = form.querySelector<HTMLInputElement>('input[name="cvUpload"]')?.value;
    expect(cvUpload).toBe(name === "cv" ? "Yes" : undefined);
  });

  it("sends the job opening it is given as a hidden field, with or without JavaScript, and none otherwise", async () => {
    const form = await renderForm("job-apply", undefined, "senior-dev");
    const opening = form.querySelectorAll<HTMLInputElement>('input[name="opening"]');
    expect([...opening].map((input) => [input.type, input.value])).toEqual([["hidden", "senior-dev"]]);
    expect(new FormData(form as HTMLFormElement).get("opening")).toBe("senior-dev");
    cleanup();
    const without = await renderForm("job-apply");
    expect(without.querySelector('input[name="opening"]')).toBeNull();
  });

  it("hides the products and files a configuration turns off, and draws the button light when it asks", async () => {
    const rules = { ...leadForms.contact };
    const texts = { ...formPresentation.contact };
    Object.assign(leadForms.contact, { products: [], attachments: "none" });
    Object.assign(formPresentation.contact, { buttonText: "Send" });
    try {
      const form = await renderForm("contact");
      expect(productBoxes()).toHaveLength(0);
      expect(form.querySelector('input[type="file"]')).toBeNull();
      expect(screen.getByRole("button", { name: "Send" }).className).toContain("btn-dark");
      cleanup();
      Object.assign(leadForms.contact, rules);
      Object.assign(formPresentation.contact, { ...texts, buttonStyle: "light" });
      await renderForm("contact");
      const button = screen.getByRole("button", { name: "Submit" });
      expect(button.className).toContain("btn-light");
      expect(button.className).not.toContain("btn-dark");
    } finally {
      Object.assign(leadForms.contact, rules);
      Object.assign(formPresentation.contact, texts);
    }
  });
});

describe("LeadForm server outcome (no-JavaScript path)", () => {
  it("renders field errors linked to their fields and keeps the values", async () => {
    await renderForm("contact", {
      formId: "contact",
      ok: false,
      status: 400,
      message: "Name is required",
      errors: { name: ["Name is required"], email: ["Invalid email address"] },
      values: { email: "asha@", message: "About PRIZM Rates" },
    });
    const email = screen.getByRole("textbox", { name: /email address/i }) as HTMLInputElement;
    expect(email.value).toBe("asha@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = email.getAttribute("aria-describedby")!.split(" ");
    const error = describedBy.map((id) => document.getElementById(id)?.textContent).join(" ");
    expect(error).toContain("Invalid email address");
    expect(screen.getByText("Name is required", { selector: "p[id]" })).not.toBeNull();
  });

  it("shows a refused opening for the whole form, having no field of its own to show it on", async () => {
    const refused = "This job opening could not be recognised.";
    await renderForm(
      "job-apply",
      { formId: "job-apply", ok: false, status: 400, message: "x", errors: { opening: [refused] } },
      "senior dev",
    );
    expect(screen.getByText(refused, { selector: "p[id]" })).not.toBeNull();
  });

  it("renders the success text of the contact page in a green alert", async () => {
    await renderForm("contact", {
      formId: "contact",
      ok: true,
      status: 200,
      message: "Message sent successfully! We'll get back to you soon.",
    });
    const alert = screen.getByTestId("form-alert");
    expect(alert.textContent).toBe("Message sent successfully! We'll get back to you soon.");
    expect(alert.className).toContain("green");
  });

  it("ignores action data of another form on the same page", async () => {
    await renderForm("demo", { formId: "contact", ok: true, status: 200, message: "x" });
    expect(screen.queryByTestId("form-alert")).toBeNull();
  });
});

/** A form that can be hidden and shown again on the same page, as the demo dialog does. */
function ToggledForm() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((now) => !now)}>
        toggle
      </button>
      {shown && <LeadForm formId="demo" />}
    </>
  );
}

describe("LeadForm conversion steps", () => {
  /** A page visit of its own: the second history entry gets a fresh key (the first is always "default"). */
  function visitPage() {
    const Stub = createRoutesStub([{ path: "/", Component: ToggledForm }]);
    render(<Stub initialEntries={["/", "/"]} initialIndex={1} />);
    return screen.findByRole("form", { name: formPresentation.demo.label });
  }

  it("reports the form shown and first touched once per page visit, however often it is shown or touched", async () => {
    const steps: string[] = [];
    const stop = onFormStep((form, step) => steps.push(`${form}:${step}`));
    try {
      const form = await visitPage();
      expect(steps).toEqual(["demo:view"]);
      fireEvent.focus(screen.getByRole("textbox", { name: /full name/i }));
      fireEvent.pointerDown(form);
      expect(steps).toEqual(["demo:view", "demo:start"]);
      // Closed and opened again on the same page: the same visit.
      fireEvent.click(screen.getByRole("button", { name: "toggle" }));
      fireEvent.click(screen.getByRole("button", { name: "toggle" }));
      fireEvent.focus(await screen.findByRole("textbox", { name: /full name/i }));
      expect(steps).toEqual(["demo:view", "demo:start"]);
      expect(beacons).toEqual([
        { url: "/api/form-events", body: '{"form":"demo","step":"view"}' },
        { url: "/api/form-events", body: '{"form":"demo","step":"start"}' },
      ]);
      cleanup();
      // Another page visit counts again.
      await visitPage();
      expect(steps).toEqual(["demo:view", "demo:start", "demo:view"]);
    } finally {
      stop();
    }
  });
});
