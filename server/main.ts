import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadConfigOrExit, startServer } from "./start-server";

const config = loadConfigOrExit();

try {
  await startServer(config, async () => {
    const serverEntry = path.join(config.buildDir, "server", "index.js");
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    return { build, mode: "production", clientDir: path.join(config.buildDir, "client") };
  });
} catch (error) {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
}
