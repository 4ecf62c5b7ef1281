import { describe, expect, it } from "vitest";
import { formProblemOf, formText, revalidateAfterConflict } from "./form-problem";

describe("formProblemOf", () => {
  it("takes a service's 4xx refusal with its field messages", () => {
    const refusal = Object.assign(new Error("Fix the highlighted fields."), {
      statusCode: 400,
      fields: { notes: "Notes must be at most 2000 characters." },
    });
    expect(formProblemOf(refusal)).toEqual({
      status: 400,
      message: "Fix the highlighted fields.",
      fields: { notes: "Notes must be at most 2000 characters." },
    });
  });

  it("leaves server errors and anything that is not a refusal to the error boundary", () => {
    expect(formProblemOf(Object.assign(new Error("down"), { statusCode: 503 }))).toBeUndefined();
    expect(formProblemOf(new Error("bug"))).toBeUndefined();
    expect(formProblemOf("text")).toBeUndefined();
    expect(formProblemOf(null)).toBeUndefined();
  });
});

describe("formText", () => {
  it("reads a text field, and an empty string for a missing field or a file", () => {
    const form = new FormData();
    form.set("notes", "Call after 5 pm");
    form.set("photo", new Blob(["x"]), "photo.jpg");
    expect(formText(form, "notes")).toBe("Call after 5 pm");
    expect(formText(form, "missing")).toBe("");
    expect(formText(form, "photo")).toBe("");
  });
});

describe("revalidateAfterConflict", () => {
  it("loads the record again after a change refused as stale", () => {
    expect(revalidateAfterConflict({ actionStatus: 409, defaultShouldRevalidate: false })).toBe(true);
  });

  it("otherwise follows React Router's default", () => {
    expect(revalidateAfterConflict({ actionStatus: 400, defaultShouldRevalidate: false })).toBe(false);
    expect(revalidateAfterConflict({ actionStatus: 200, defaultShouldRevalidate: true })).toBe(true);
    expect(revalidateAfterConflict({ defaultShouldRevalidate: true })).toBe(true);
  });
});
