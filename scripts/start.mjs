import { pathToFileURL } from "node:url";
import { build, buildIsCurrent, serverEntry } from "./build-steps.mjs";

// `npm start` works on a fresh clone and after any edit: it builds when the build is missing or stale.
if (!buildIsCurrent()) {
  console.log("The production build is missing or older than the sources; building it first.");
  await build();
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(serverEntry).href);
