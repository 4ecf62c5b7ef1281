import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SteadfastBalanceNote } from "./reconcile-view";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&apos;/g, "'");

describe("Steadfast's balance on the Reconcile page", () => {
  it("shows the figure in taka and when it was read", () => {
    const html = renderToStaticMarkup(
      <SteadfastBalanceNote balance={{ state: "read", taka: 15_250, readAt: "2026-11-27T04:05:00.000Z" }} />,
    );
    expect(text(html)).toContain("Steadfast balance: ৳ 15,250");
    expect(text(html)).toContain("read 27 Nov 2026");
  });

  it("says plainly that it could not be read, and why", () => {
    const html = renderToStaticMarkup(
      <SteadfastBalanceNote
        balance={{
          state: "unreadable",
          reason: "Steadfast did not answer within 3 seconds.",
          readAt: "2026-11-27T04:05:00.000Z",
        }}
      />,
    );
    expect(text(html)).toContain(
      "Steadfast balance could not be read: Steadfast did not answer within 3 seconds.",
    );
    expect(text(html)).not.toContain("৳");
  });
});
