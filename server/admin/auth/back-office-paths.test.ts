import { describe, expect, it } from "vitest";
import { classifyBackOfficeRequest } from "./back-office-paths";

const classify = (url: string, method = "GET") => classifyBackOfficeRequest(method, url, "/api");

describe("which requests are the back office's", () => {
  it("leaves a public API path with an encoded % in it to the public routes", () => {
    // The fuzz suite's accessory id `["%"]`: it decodes once, then not again; no router decodes it twice.
    expect(classify(`/api/accessory/get-accessory/${encodeURIComponent('["%"]')}`)).toBeUndefined();
    expect(classify("/api/accessory/get-accessory/%25")).toBeUndefined();
  });

  it("finds the back office behind encoded, doubly encoded and oddly spelt paths", () => {
    expect(classify("/%61dmin/orders")).toMatchObject({ kind: "page", pagePath: "/admin/orders" });
    expect(classify("/%2561dmin")).toMatchObject({ kind: "page", pagePath: "/admin" });
    expect(classify("/ADMIN//staff/")).toMatchObject({ kind: "page", pagePath: "/admin/staff" });
    expect(classify("/api/%61dmin/orders")).toMatchObject({ kind: "api", open: false });
    expect(classify("/admin/orders/%25zz")).toMatchObject({ kind: "page", open: false });
  });

  it("keeps out a path that cannot be decoded at all", () => {
    expect(classify("/whatever/%zz")).toMatchObject({ kind: "page", open: false, pagePath: "/admin" });
  });

  it("leaves the public site alone", () => {
    expect(classify("/view-accessories?page=2")).toBeUndefined();
    expect(classify("/api/order/save-order", "POST")).toBeUndefined();
  });
});
