import path from "node:path";
import { z } from "zod";
import { configSection } from "./config-section";

/** How this process runs: its mode, its log and where it finds the production build. */
export const runtimeSettings = configSection({
  variables: {
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    BUILD_DIR: z.string().min(1, "must not be empty").default("build"),
  },
  settings: (values) => ({
    env: values.NODE_ENV,
    logLevel: values.LOG_LEVEL,
    buildDir: path.resolve(values.BUILD_DIR),
  }),
});
