import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileHints } from "./scripts/build/compile-hints";
import { clientChunk } from "./scripts/build/client-chunks";
import { DOM_CLIENT_CHUNK } from "./scripts/build/dom-client-chunk";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), compileHints([DOM_CLIENT_CHUNK])],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // The shell's JavaScript budget is measured in gzipped bytes; keep chunks lean and report them.
    reportCompressedSize: false,
    // The browser's code is minified by Terser, two passes: 3.4 KB less gzipped on the home page than Vite's
    // default (esbuild), for about 6 s more build time (decision 029). The server's build stays unminified.
    ...(isSsrBuild
      ? {}
      : { minify: "terser" as const, terserOptions: { compress: { passes: 2 }, module: true } }),
    // A font is always a file of its own, never a data: URL in the stylesheet (the taka sign's face is under
    // Vite's 4 KB inlining limit): the pages' Content-Security-Policy allows fonts from the site only. So is a
    // drawing (the language switch's word): the stylesheet every page blocks on stays lean, and the browser
    // fetches the drawing only where an element shows it.
    assetsInlineLimit: (file) => (/\.(woff2|svg)$/.test(file) ? false : undefined),
    // CommonJS modules keep a wrapper function only where their order needs one (a conditional or circular
    // require): React DOM's client then runs as its chunk's top level, which V8 compiles while the file streams
    // in, instead of one 209 KB function compiled on the main thread at its first call (decision 017).
    commonjsOptions: { strictRequires: "auto" },
    // The code every page needs is one file instead of a dozen small ones, React DOM's client another, and the
    // small building blocks the pages share a third (see the functions).
    rollupOptions: {
      output: { manualChunks: clientChunk },
    },
  },
}));
