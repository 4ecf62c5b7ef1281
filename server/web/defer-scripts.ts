import { DEFERRED_SCRIPTS_LATEST_MS } from "../../common/limits";

/**
 * Every page is fully server-rendered and readable without JavaScript, so its ~160 KB of modules wait until
 * the page has been painted instead of competing, on a slow connection, with the stylesheet, the fonts and
 * the first screen's image.
 *
 * React Router names every module of the page twice: as `<link rel="modulepreload">` in the head, and as
 * static `import` statements in its inline entry module, which the browser fetches the moment it parses
 * them. Both move behind the first paint: the links leave the head, and the entry module first waits until
 * the browser reports the first contentful paint, then adds the links back, one per task, and runs the
 * modules one per task too (each import runs a module's code, and the shared chunks are large: run together
 * they were one task of 100 ms and more on the budget phone), then takes the route modules (and the route
 * manifest, where React Router sends it as a module), which have run by then, before running the rest of
 * React Router's entry as it was. Hydration starts as soon as the modules are in.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ENTRY_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^\s*import \* as (\w+) from ("[^"\\]+");[ \t]*$/gm;
/** The route manifest (every route, sent with the first page): a module run for its side effect. */
const MANIFEST_IMPORT = /^\s*import ("[^"\\]*\/manifest-[\w-]+\.js");[ \t]*$/gm;

/**
 * Resolves once the browser has reported the first contentful paint (the Paint Timing API reports it when
 * the frame was presented, which is what counts; a frame callback alone can run long before that), or after
 * 3 s where there is no such report (an old browser, a tab hidden since it opened).
 */
const WAIT_FOR_FIRST_PAINT =
  `function(go){var t=setTimeout(go,${DEFERRED_SCRIPTS_LATEST_MS});function done(){clearTimeout(t);setTimeout(go)}` +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}})' +
  '.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(done)}}';

/** Module preload links inserted per task after the first paint (the test covers larger batches too). */
export const PRELOADS_PER_TASK = 1;

export function deferScriptsPastFirstPaint(html: string): string {
  const entry = ENTRY_MODULE.exec(html);
  if (!entry) return html;
  const imports = [...entry[1].matchAll(ROUTE_IMPORT)];
  const manifests = [...entry[1].matchAll(MANIFEST_IMPORT)].map((match) => match[1]);
  const rest = entry[1].replace(ROUTE_IMPORT, "").replace(MANIFEST_IMPORT, "");
  // Any other static import would still load early: leave such a page (a development build) as it is.
  if (/^\s*import\s/m.test(rest)) return html;

  const hrefs = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]))];
  // Asset paths only, but escaped as any value put inside a script must be.
  const preloads = JSON.stringify(hrefs).replace(/</g, "\\u003c");
  // The entry module hydrates the page when it runs: it runs last, after the route modules are named.
  const entryModule = /\bimport\("([^"\\]+)"\)/.exec(rest)?.[1];
  const runFirst = JSON.stringify(hrefs.filter((href) => href !== entryModule)).replace(/</g, "\\u003c");
  // The manifest only needs to have run before the entry module, so it loads beside the route modules.
  const names = [...manifests.map(() => ""), ...imports.map((match) => match[1])].join(",");
  const loads = [...manifests, ...imports.map((match) => match[2])]
    .map((specifier) => `import(${specifier.replace(/</g, "\\u003c")})`)
    .join(",");
  const deferred =
    `await new Promise(${WAIT_FOR_FIRST_PAINT});` +
    // Starting a download costs the main thread 1 to 5 ms on this machine, four times that on a slow phone:
    // each link goes in in a task of its own, and the imports (which find their downloads started) follow in
    // another, so no task grows long. The timer hops add at most about 20 ms before the imports.
    `for(var p=${preloads},i=0;i<p.length;i+=${PRELOADS_PER_TASK}){` +
    `p.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
    "await new Promise(function(go){setTimeout(go)})}" +
    // A module runs when first imported; importing one already run only hands back its exports.
    `for(var m=${runFirst},j=0;j<m.length;j+=1){await import(m[j]);await new Promise(function(go){setTimeout(go)})}` +
    (imports.length + manifests.length > 0 ? `const [${names}]=await Promise.all([${loads}]);` : "") +
    rest;
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_MODULE, () => `<script type="module" async="">${deferred}</script>`);
}
