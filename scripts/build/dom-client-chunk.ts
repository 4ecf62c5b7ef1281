import type { GetManualChunk } from "rollup";

/**
 * React DOM's client (the renderer, 209 KB, and the scheduler it alone uses) in a chunk of its own instead of
 * inside the entry chunk. Only the entry imports it, and it imports only the shell (React), so the chunks stay a
 * tree: shell, then React DOM's client, then the entry. The deferred entry (server/web/defer-scripts.ts) runs
 * the page's modules one per task in React Router's listing order, which puts the shell first: React DOM's
 * evaluation (its own code, its event tables) is one task and the entry's `hydrateRoot` (a listener for every
 * event the renderer handles) another, where they were one task of 20-25 ms of CPU on this machine (decision
 * 017). React DOM's small part (`createPortal`, `preload`), which the shell's components import, stays there.
 */
const DOM_CLIENT = /\/node_modules\/(react-dom\/(client\.js|cjs\/react-dom-client\.)|scheduler\/)/;

export const DOM_CLIENT_CHUNK = "react-dom-client";

export const domClientChunk: GetManualChunk = (id) => (DOM_CLIENT.test(id) ? DOM_CLIENT_CHUNK : undefined);
