import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * Two production server processes on one PostgreSQL database (`npm run test:cluster`, and a stage of
 * `npm test` whenever TEST_DATABASE_URL is set): needs the production build, which the suite makes if stale.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/cluster/**/*.test.ts"],
    exclude: ["node_modules/**"],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
