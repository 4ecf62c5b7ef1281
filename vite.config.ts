import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageKitChunk } from "./scripts/build/page-kit-chunk";
import { shellChunk } from "./scripts/build/shell-chunk";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // The shell's JavaScript budget is measured in gzipped bytes; keep chunks lean and report them.
    reportCompressedSize: false,
    // The code every page needs is one file instead of a dozen small ones, and the small building blocks the
    // pages share are another (see the functions).
    rollupOptions: {
      output: { manualChunks: (id, meta) => shellChunk(id, meta) ?? pageKitChunk(id, meta) },
    },
  },
});
