import type { FullConfig } from "@playwright/test";
// @ts-expect-error plain JavaScript build helpers shared with npm start
import { build, buildIsCurrent } from "../../scripts/build-steps.mjs";
import { startE2eServer } from "./start-e2e-server";

/**
 * Builds when needed, then starts the server the suites share (start-e2e-server.ts); the suites that start
 * servers of their own (e2e/support/own-server.ts) find the build ready.
 */
export default async function globalSetup(_config: FullConfig) {
  if (!buildIsCurrent()) await build();
  const server = await startE2eServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_INSPECTION_URL = server.inspectionURL;
  return server.stop;
}
