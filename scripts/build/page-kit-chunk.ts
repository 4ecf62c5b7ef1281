import type { GetManualChunk, ManualChunkMeta } from "rollup";
import { isFramework, isShellModule, oncePerBuild } from "./shell-chunk";

/**
 * The small building blocks that several pages share (section headings, the reveal animation, image cards,
 * the accordion, page banners, the meta-tag helpers...) go into two kits. Left to itself Rollup gives each
 * combination of pages its own file of a few hundred bytes: the home page loaded eight of them, each one a
 * request, a `modulepreload` link inserted after the first paint and a module compiled in a task of its own.
 * Only the blocks of `app/components` and `app/lib` that two or more route modules import statically qualify
 * (a feature's own modules stay with its page), and only when everything they import is in a kit, the shell
 * or the framework, so a kit never drags a library (TanStack Query, Embla, zod) or a lazily loaded part into a
 * page that did not ask for it.
 *
 * The blocks the home page uses are the `page-kit`; the ones only other pages share (form fields, the
 * figures strip, the not-found message...) are the `inner-page-kit`, so the page most visits start on
 * carries none of them (decision 029). A page that needs both loads both: one request more on those pages.
 */
const ROUTE_MODULE = /\/app\/routes\/[^/]+\.tsx($|\?)/;
const HOME_ROUTE = /\/app\/routes\/home\.tsx($|\?)/;
const BUILDING_BLOCK = /\/app\/(components|lib)\/[^?]+\.tsx?$/;
const NODE_MODULES = /\/node_modules\//;

type Kits = { home: Set<string>; inner: Set<string> };

function collectKits(meta: ManualChunkMeta): Kits {
  const isShared = (id: string) => isShellModule(id, meta) || NODE_MODULES.test(id);
  // How many route modules reach each app module through static imports, and which ones the home page reaches.
  const reachedBy = new Map<string, number>();
  const reachedByHome = new Set<string>();
  for (const routeId of meta.getModuleIds()) {
    if (!ROUTE_MODULE.test(routeId)) continue;
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || isShared(id)) return;
      seen.add(id);
      const info = meta.getModuleInfo(id);
      if (!info || info.isExternal) return;
      for (const imported of info.importedIds) visit(imported);
    };
    visit(routeId);
    for (const id of seen) if (BUILDING_BLOCK.test(id)) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
    if (HOME_ROUTE.test(routeId)) for (const id of seen) reachedByHome.add(id);
  }
  const kit = new Set([...reachedBy].filter(([, routes]) => routes >= 2).map(([id]) => id));
  // Drop every candidate that imports something outside the kit, the shell and the framework, until none does.
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of kit) {
      const imports = meta.getModuleInfo(id)?.importedIds ?? [];
      const leaks = imports.some((imported) => !kit.has(imported) && !isShellModule(imported, meta) && !isFramework(imported));
      if (leaks) {
        kit.delete(id);
        changed = true;
      }
    }
  }
  return {
    home: new Set([...kit].filter((id) => reachedByHome.has(id))),
    inner: new Set([...kit].filter((id) => !reachedByHome.has(id))),
  };
}

const kitsOf = oncePerBuild(collectKits);

export const pageKitChunk: GetManualChunk = (id, meta) => {
  const kits = kitsOf(meta);
  if (kits.home.has(id)) return "page-kit";
  if (kits.inner.has(id)) return "inner-page-kit";
  return undefined;
};
