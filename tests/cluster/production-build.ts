import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error plain JavaScript build helpers shared with npm start
import { buildDir, buildIsCurrent, root, serverEntry } from "../../scripts/build-steps.mjs";

/**
 * The production build the instances render pages with (BUILD_DIR, like npm start). Inside `npm test` the
 * end-to-end stage has just made it; run alone, the suite builds it first when it is missing or stale (in a
 * child process: the build's synchronous steps would otherwise stall the test worker for minutes).
 * REUSE_BUILD=1 takes an existing build as it is, for quick runs while the sources change.
 */
export async function ensureProductionBuild(): Promise<string> {
  const exists = fs.existsSync(serverEntry as string);
  if ((buildIsCurrent as () => boolean)() || (exists && process.env.REUSE_BUILD === "1"))
    return buildDir as string;
  const child = spawn(process.execPath, [path.join(root as string, "scripts", "build.mjs")], {
    cwd: root as string,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`The production build failed with exit code ${code}`);
  return buildDir as string;
}
