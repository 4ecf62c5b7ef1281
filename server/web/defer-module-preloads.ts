/**
 * React Router names every module of the page as `<link rel="modulepreload">` in the head, so on a slow
 * connection ~160 KB of JavaScript competes with the stylesheet, the fonts and the first screen's image
 * before anything is painted. The page is fully server-rendered and readable without it, so the preloads
 * move behind the first paint: the links leave the head, and a small script adds them back one frame after
 * the page has been painted. Hydration still starts as soon as the modules are in.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

export function deferModulePreloads(html: string): string {
  const hrefs = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]))];
  if (hrefs.length === 0 || !html.includes("</body>")) return html;
  // Asset paths only, but escaped as any value put inside a script must be.
  const list = JSON.stringify(hrefs).replace(/</g, "\\u003c");
  const script =
    `<script>requestAnimationFrame(function(){setTimeout(function(){${list}.forEach(function(h){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})})})</script>`;
  return html.replace(MODULE_PRELOAD, "").replace("</body>", `${script}</body>`);
}
