import { describe, expect, it } from "vitest";
import { deferModulePreloads } from "./defer-module-preloads";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" crossorigin="anonymous"/>',
  '<link rel="preload" as="image" imageSrcSet="/images/a-400.avif 400w"/>',
  "</head><body><h1>Hello</h1>",
  '<script type="module" async>import "/assets/root-B.js";</script>',
  '<link rel="modulepreload" href="/assets/root-B.js"/>',
  "</body></html>",
].join("");

describe("deferModulePreloads", () => {
  it("takes the module preloads out of the markup and adds them back after the first paint", () => {
    const html = deferModulePreloads(page);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    // Everything else stays where it was.
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<link rel="preload" as="image"');
    expect(html).toContain('<script type="module" async>import "/assets/root-B.js";</script>');
    const script = /<script>(requestAnimationFrame[\s\S]*?)<\/script><\/body><\/html>$/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(script).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
  });

  it("adds the links to the head when run, one frame after the paint", () => {
    const script = /<script>(requestAnimationFrame[\s\S]*?)<\/script>/.exec(deferModulePreloads(page))![1];
    const appended: { rel: string; href: string }[] = [];
    const run = new Function("requestAnimationFrame", "setTimeout", "document", script);
    run(
      (callback: () => void) => callback(),
      (callback: () => void) => callback(),
      {
        createElement: () => ({ rel: "", href: "" }),
        head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
      },
    );
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-A.js" },
      { rel: "modulepreload", href: "/assets/root-B.js" },
    ]);
  });

  it("leaves a page without module preloads, or without a body, as it is", () => {
    expect(deferModulePreloads("<html><body><p>x</p></body></html>")).toBe(
      "<html><body><p>x</p></body></html>",
    );
    const fragment = '<link rel="modulepreload" href="/a.js"/>';
    expect(deferModulePreloads(fragment)).toBe(fragment);
  });
});
