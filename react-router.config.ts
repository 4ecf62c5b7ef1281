import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // A separate build directory lets several builds (say, an end-to-end run and a benchmark) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
