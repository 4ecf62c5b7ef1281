import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest (a few KB for this site's routes) travels with the first page, so the browser
  // never scans the page's links and asks the server for the routes behind them after hydration.
  routeDiscovery: { mode: "initial" },
  // A separate build directory lets several builds (say, an end-to-end run and a benchmark) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
