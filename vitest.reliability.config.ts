import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/** The slow reliability suites (real server processes, signals, database outages), run by `npm run test:reliability`. */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/reliability/long/**/*.test.ts"],
    exclude: ["node_modules/**"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // The suites start servers and put load on them; one file at a time keeps their timings honest.
    fileParallelism: false,
  },
});
