import type { GetManualChunk, ManualChunkMeta } from "rollup";

/**
 * Every page loads the same shell: the root and site-layout route modules and everything they import
 * statically (the store, the header, the footer, the contact button, the toasts' loader...). Left to itself
 * Rollup cuts that shared code into a dozen files of a few hundred bytes each, and each one is a request of
 * its own behind the first paint (on a mobile connection, and in the browser's main thread, which starts
 * every request). They go into one `shell` chunk instead, which Rollup completes with React and React
 * Router's core (React DOM and the router's DOM part stay in the entry chunk). Code the shell loads on demand
 * (the dialog frame, the contact form, the toasts) stays in its own lazily loaded chunks.
 */
const SHELL_ROUTES = /\/app\/(root|routes\/site-layout)\.tsx($|\?)/;
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router\/[^/]+|turbo-stream|cookie|set-cookie-parser)\//;

/** React, React DOM, React Router and their helpers, and the bundler's own virtual modules. */
export const isFramework = (id: string) => FRAMEWORK.test(id) || id.startsWith("\0");

/**
 * Computes a set of modules once per build: the client and the server build share this module, so the
 * result is keyed by the build's own lookup.
 */
export function oncePerBuild<T>(collect: (meta: ManualChunkMeta) => T) {
  const ofBuild = new WeakMap<ManualChunkMeta["getModuleInfo"], T>();
  return (meta: ManualChunkMeta): T => {
    let result = ofBuild.get(meta.getModuleInfo);
    if (result === undefined) {
      result = collect(meta);
      ofBuild.set(meta.getModuleInfo, result);
    }
    return result;
  };
}

function collectShell(meta: ManualChunkMeta): Set<string> {
  const modules = new Set<string>();
  const visit = (id: string) => {
    if (modules.has(id) || FRAMEWORK.test(id)) return;
    const info = meta.getModuleInfo(id);
    if (!info || info.isExternal) return;
    modules.add(id);
    for (const imported of info.importedIds) visit(imported);
  };
  for (const id of meta.getModuleIds()) if (SHELL_ROUTES.test(id)) visit(id);
  // The route modules themselves stay route chunks: React Router loads them by name.
  for (const id of [...modules]) if (SHELL_ROUTES.test(id)) modules.delete(id);
  return modules;
}

const shellModulesOf = oncePerBuild(collectShell);

export const isShellModule = (id: string, meta: ManualChunkMeta) => shellModulesOf(meta).has(id);

/**
 * React, React DOM's small part (`createPortal`, `preload`, `flushSync`) and the bundler's CommonJS helpers are
 * pinned to the shell: React DOM's client chunk imports them, so wherever Rollup put them by itself (it chose the
 * client chunk in one checkout and the shell in another) the shell could import that chunk, and running the
 * shell would run React DOM's client in the same task.
 */
const PINNED_TO_SHELL = /\/node_modules\/(react\/|react-dom\/(index\.js|cjs\/react-dom\.production\.js))|^\0commonjsHelpers\.js$/;

export const shellChunk: GetManualChunk = (id, meta) =>
  PINNED_TO_SHELL.test(id) || isShellModule(id, meta) ? "shell" : undefined;

