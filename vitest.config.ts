import { defineConfig } from "vitest/config";

// Node 25 and later define a global localStorage (undefined without --localstorage-file) that hides jsdom's
// in the component tests; turning Node's Web Storage off leaves the browser's to jsdom. Older lines lack the flag.
const withoutNodeWebStorage = process.allowedNodeEnvironmentFlags.has("--no-experimental-webstorage")
  ? ["--no-experimental-webstorage"]
  : [];

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  esbuild: { jsx: "automatic" },
  test: {
    include: ["{app,server,common,content,scripts}/**/*.test.{ts,tsx}", "tests/**/*.test.ts"],
    exclude: ["tests/reliability/long/**", "tests/cluster/**", "node_modules/**"],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // In CI a failed test runs once more: a test that fails only on a busy machine passes on its second try
    // and is named as flaky at the end of `npm test`; a real failure fails both tries.
    retry: process.env.CI ? 1 : 0,
    pool: "forks",
    poolOptions: { forks: { execArgv: withoutNodeWebStorage } },
  },
});
