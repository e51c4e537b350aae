import { describe, expect, it } from "vitest";
import { resolveFormId, type SubmissionShape } from "./form-id.server";

function shape(
  fields: Record<string, string[]>,
  fileFields: string[] = [],
  products?: string[],
): SubmissionShape {
  return { fields: new Map(Object.entries(fields)), fileFields, products };
}

describe("resolveFormId", () => {
  it("takes an explicit, known form id", () => {
    expect(resolveFormId(shape({ form: ["internship"] }, ["cv"]))).toEqual({
      ok: true,
      formId: "internship",
    });
    expect(resolveFormId(shape({ form: ["demo"] }, [], ["cre"]))).toEqual({ ok: true, formId: "demo" });
  });

  it("refuses an explicit form id it does not know, even an empty one", () => {
    expect(resolveFormId(shape({ form: ["newsletter"] }))).toEqual({ ok: false });
    expect(resolveFormId(shape({ form: [""] }))).toEqual({ ok: false });
  });

  it("reads an application in the published API's shape from its cv file or its cvUpload flag", () => {
    expect(resolveFormId(shape({ name: ["A"] }, ["cv"]))).toEqual({ ok: true, formId: "job-apply" });
    expect(resolveFormId(shape({ cvUpload: ["Yes"] }))).toEqual({ ok: true, formId: "job-apply" });
  });

  it("reads the inquiry product codes without files as a demo request", () => {
    expect(resolveFormId(shape({}, [], ["cre", "Services"]))).toEqual({ ok: true, formId: "demo" });
    expect(resolveFormId(shape({}, ["files"], ["tic"]))).toEqual({ ok: true, formId: "contact" });
  });

  it("reads anything else as a contact message", () => {
    expect(resolveFormId(shape({ name: ["A"] }))).toEqual({ ok: true, formId: "contact" });
    expect(resolveFormId(shape({}, ["files"], ["PRIZM Rates"]))).toEqual({ ok: true, formId: "contact" });
    expect(resolveFormId(shape({}, [], ["cre", "PRIZM Rates"]))).toEqual({ ok: true, formId: "contact" });
    expect(resolveFormId(shape({}, [], []))).toEqual({ ok: true, formId: "contact" });
  });
});
