import type { GetManualChunk } from "rollup";
import { domClientChunk } from "./dom-client-chunk";
import { pageKitChunk } from "./page-kit-chunk";
import { shellChunk } from "./shell-chunk";

/**
 * The client build's chunks: React DOM's client, the shell every page loads, and the building blocks the pages
 * share (see each rule); every other module goes where Rollup puts it.
 */
export const clientChunk: GetManualChunk = (id, meta) =>
  domClientChunk(id, meta) ?? shellChunk(id, meta) ?? pageKitChunk(id, meta);
