import type { Plugin } from "vite";

/**
 * Marks the named chunks with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and
 * later): the browser compiles every function of the file while it streams the file in, on a background
 * thread, instead of compiling each one on the main thread the first time it is called. For chunks whose code
 * runs as the page hydrates (React DOM's client: its module wrapper and renderer run at once). Other browsers
 * read a comment. Added after minification, which would drop it, as the file's first line, where V8 reads it.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunkNames.includes(chunk.name)) {
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      }
    },
  };
}
