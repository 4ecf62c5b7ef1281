import type { ManualChunkMeta, ModuleInfo } from "rollup";
import { describe, expect, it } from "vitest";
import { clientChunk } from "./client-chunks";
import { compileHints } from "./compile-hints";

const APP = "/site/app";
const NM = "/site/node_modules";

/** A module graph as Rollup's `manualChunks` sees it: id to the ids it imports statically. */
function graph(imports: Record<string, string[]>): ManualChunkMeta {
  const infos = new Map(
    Object.entries(imports).map(([id, importedIds]) => [
      id,
      { id, importedIds, isExternal: false } as unknown as ModuleInfo,
    ]),
  );
  // A fresh function per graph: the chunk rules cache their result per build under this key.
  const getModuleInfo = (id: string) => infos.get(id) ?? null;
  return {
    getModuleIds: () => infos.keys(),
    getModuleInfo,
  } as unknown as ManualChunkMeta;
}

const chunkOf = (id: string, meta: ManualChunkMeta) => clientChunk(id, meta) ?? null;

describe("client chunks", () => {
  const meta = graph({
    [`${APP}/root.tsx`]: [`${APP}/store.ts`, `${NM}/react/index.js`],
    [`${APP}/routes/site-layout.tsx`]: [`${APP}/features/shell/site-header.tsx`],
    [`${APP}/store.ts`]: [`${NM}/@reduxjs/toolkit/index.js`],
    [`${APP}/features/shell/site-header.tsx`]: [`${APP}/components/icons.tsx`],
    [`${APP}/components/icons.tsx`]: [],
    [`${APP}/routes/home.tsx`]: [
      `${APP}/components/section-heading.tsx`,
      `${APP}/components/reveal.tsx`,
      `${APP}/lib/query-client.tsx`,
      `${APP}/components/hero-only.tsx`,
    ],
    [`${APP}/routes/about.tsx`]: [
      `${APP}/components/section-heading.tsx`,
      `${APP}/components/reveal.tsx`,
      `${APP}/lib/query-client.tsx`,
      `${APP}/components/uses-query.tsx`,
      `${APP}/components/form-field.tsx`,
    ],
    [`${APP}/routes/shop.tsx`]: [`${APP}/components/uses-query.tsx`, `${APP}/components/form-field.tsx`],
    [`${APP}/components/form-field.tsx`]: [`${APP}/components/reveal.tsx`],
    [`${APP}/components/section-heading.tsx`]: [`${APP}/components/reveal.tsx`, `${APP}/components/icons.tsx`],
    [`${APP}/components/reveal.tsx`]: [`${NM}/react/index.js`],
    [`${APP}/components/hero-only.tsx`]: [],
    [`${APP}/lib/query-client.tsx`]: [`${NM}/@tanstack/react-query/index.js`],
    [`${APP}/components/uses-query.tsx`]: [`${APP}/lib/query-client.tsx`],
    [`${NM}/react/index.js`]: [],
    [`${APP}/entry.client.tsx`]: [`${NM}/react-dom/client.js`, `${NM}/react/index.js`],
    [`${NM}/react-dom/client.js`]: [`${NM}/react-dom/cjs/react-dom-client.production.js`],
    [`${NM}/react-dom/cjs/react-dom-client.production.js`]: [`${NM}/scheduler/index.js`, `${NM}/react-dom/index.js`],
    [`${NM}/scheduler/index.js`]: [],
    [`${NM}/react-dom/index.js`]: [],
    [`${NM}/@reduxjs/toolkit/index.js`]: [],
    [`${NM}/@tanstack/react-query/index.js`]: [],
  });

  it("puts what the root and site-layout routes import into the shell, libraries included", () => {
    expect(chunkOf(`${APP}/store.ts`, meta)).toBe("shell");
    expect(chunkOf(`${APP}/components/icons.tsx`, meta)).toBe("shell");
    expect(chunkOf(`${NM}/@reduxjs/toolkit/index.js`, meta)).toBe("shell");
    // The route modules stay route chunks.
    expect(chunkOf(`${APP}/root.tsx`, meta)).toBeNull();
  });

  it("puts the building blocks two or more pages import into the page kit", () => {
    expect(chunkOf(`${APP}/components/section-heading.tsx`, meta)).toBe("page-kit");
    expect(chunkOf(`${APP}/components/reveal.tsx`, meta)).toBe("page-kit");
  });

  it("puts the blocks only pages other than home share into the inner-page kit, which may use the page kit", () => {
    expect(chunkOf(`${APP}/components/form-field.tsx`, meta)).toBe("inner-page-kit");
    expect(chunkOf(`${APP}/components/reveal.tsx`, meta)).toBe("page-kit");
  });

  it("leaves a block only one page uses with that page", () => {
    expect(chunkOf(`${APP}/components/hero-only.tsx`, meta)).toBeNull();
  });

  it("keeps libraries out of the page kit, and every block that would pull one in", () => {
    expect(chunkOf(`${APP}/lib/query-client.tsx`, meta)).toBeNull();
    expect(chunkOf(`${APP}/components/uses-query.tsx`, meta)).toBeNull();
    expect(chunkOf(`${NM}/@tanstack/react-query/index.js`, meta)).toBeNull();
  });

  it("puts React DOM's client and its scheduler in a chunk of their own, and leaves React DOM's small part", () => {
    expect(chunkOf(`${NM}/react-dom/client.js`, meta)).toBe("react-dom-client");
    expect(chunkOf(`${NM}/react-dom/cjs/react-dom-client.production.js`, meta)).toBe("react-dom-client");
    expect(chunkOf(`${NM}/scheduler/index.js`, meta)).toBe("react-dom-client");
    // React, React DOM's small part and the CommonJS helpers, which the client chunk imports, are the shell's.
    expect(chunkOf(`${NM}/react/index.js`, meta)).toBe("shell");
    expect(chunkOf(`\0${NM}/react/index.js?commonjs-exports`, meta)).toBe("shell");
    expect(chunkOf(`${NM}/react-dom/index.js`, meta)).toBe("shell");
    expect(chunkOf("\0commonjsHelpers.js", meta)).toBe("shell");
    expect(chunkOf(`${APP}/entry.client.tsx`, meta)).toBeNull();
  });
});

describe("compile hints", () => {
  it("puts V8's compile hint on the first line of the named chunks only", () => {
    const bundle = {
      "a.js": { type: "chunk", name: "react-dom-client", code: "import{a}from\"./shell.js\";" },
      "b.js": { type: "chunk", name: "shell", code: "export const a=1;" },
      "c.css": { type: "asset", name: "react-dom-client", source: "a{}" },
    };
    const plugin = compileHints(["react-dom-client"]);
    (plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
    expect(bundle["a.js"].code).toBe('//# allFunctionsCalledOnLoad\nimport{a}from"./shell.js";');
    expect(bundle["b.js"].code).toBe("export const a=1;");
    expect(bundle["c.css"]).toEqual({ type: "asset", name: "react-dom-client", source: "a{}" });
  });
});
