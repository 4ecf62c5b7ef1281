import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  esbuild: { jsx: "automatic" },
  test: {
    include: ["{app,server,common,content,scripts}/**/*.test.{ts,tsx}", "tests/**/*.test.ts"],
    exclude: ["tests/reliability/long/**", "node_modules/**"],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
