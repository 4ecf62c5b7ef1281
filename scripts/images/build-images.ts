/**
 * Turns every source photo under images/source/ into the responsive variants the site serves
 * (public/images/<group>/<name>-<w>.<avif|webp|jpg>) and writes app/generated/image-manifest.ts.
 *
 * Usage: npx tsx scripts/images/build-images.ts [--force]
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const IMAGE_WIDTHS = [400, 600, 800, 1200] as const;
const SOURCE_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp"]);
// Two encodes at a time with one libvips thread each keeps the build to two cores, so a laptop or
// CI runner stays responsive while it runs.
const CONCURRENCY = 2;
const CACHE_VERSION = 1;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sourceDir = path.join(root, "images/source");
const outputDir = path.join(root, "public/images");
const manifestFile = path.join(root, "app/generated/image-manifest.ts");
// Blurred previews only travel in server-rendered HTML, never in the JavaScript every page loads.
const blurFile = path.join(root, "app/generated/image-blur.server.ts");
const cacheFile = path.join(root, "node_modules/.cache/images/manifest-cache.json");

// AVIF dominates the build time. Measured on the 249 placeholders: effort 3 took 5.5 minutes on
// one core; effort 1 is about three times faster for files ~10% larger (still ~half the WebP size),
// and WebP effort 2 without smart subsampling is ~3.5 times faster than effort 4 for ~5% more bytes.
const encoders = {
  avif: (image: sharp.Sharp) => image.avif({ quality: 50, effort: 1, chromaSubsampling: "4:2:0" }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 76, effort: 2 }),
  jpg: (image: sharp.Sharp) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
} as const;

type Format = keyof typeof encoders;

interface ManifestEntry {
  width: number;
  height: number;
  blur: string;
}

interface CacheEntry extends ManifestEntry {
  hash: string;
}

interface Cache {
  version: number;
  entries: Record<string, CacheEntry>;
}

interface Source {
  key: string;
  file: string;
  mtimeMs: number;
}

async function listSources(dir: string, prefix = ""): Promise<Source[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: Source[] = [];
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      found.push(...(await listSources(file, `${prefix}${entry.name}/`)));
      continue;
    }
    const extension = path.extname(entry.name).toLowerCase();
    if (!entry.isFile() || !SOURCE_EXTENSIONS.has(extension)) continue;
    const key = `${prefix}${path.basename(entry.name, path.extname(entry.name))}`;
    found.push({ key, file, mtimeMs: (await stat(file)).mtimeMs });
  }
  return found;
}

/** A real photo dropped beside a placeholder of the same name wins: the newest file is the source. */
function pickOnePerKey(sources: Source[]): Source[] {
  const byKey = new Map<string, Source>();
  for (const source of sources) {
    const current = byKey.get(source.key);
    if (current) {
      const [kept, dropped] = source.mtimeMs > current.mtimeMs ? [source, current] : [current, source];
      console.warn(`images: two sources for "${source.key}", using ${rel(kept.file)}, ignoring ${rel(dropped.file)}`);
      byKey.set(source.key, kept);
    } else {
      byKey.set(source.key, source);
    }
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

function rel(file: string): string {
  return path.relative(root, file);
}

async function readCache(): Promise<Cache> {
  try {
    const cache = JSON.parse(await readFile(cacheFile, "utf8")) as Cache;
    if (cache.version === CACHE_VERSION && cache.entries) return cache;
  } catch {
    // A missing or unreadable cache only costs a rebuild of the manifest entries.
  }
  return { version: CACHE_VERSION, entries: {} };
}

async function isFresh(output: string, sourceMtimeMs: number): Promise<boolean> {
  try {
    return (await stat(output)).mtimeMs > sourceMtimeMs;
  } catch {
    return false;
  }
}

async function blurDataUri(image: sharp.Sharp): Promise<string> {
  const tiny = await image.clone().resize({ width: 10 }).webp({ quality: 40, effort: 6 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString("base64")}`;
}

interface BuildResult {
  entry: CacheEntry;
  written: number;
}

async function buildOne(source: Source, cached: CacheEntry | undefined, force: boolean): Promise<BuildResult> {
  const content = await readFile(source.file);
  const hash = createHash("sha1").update(content).digest("hex");

  const outputs = IMAGE_WIDTHS.flatMap((width) =>
    (Object.keys(encoders) as Format[]).map((format) => ({
      width,
      format,
      file: path.join(outputDir, `${source.key}-${width}.${format}`),
    })),
  );
  const stale: typeof outputs = [];
  for (const output of outputs) {
    if (force || !(await isFresh(output.file, source.mtimeMs))) stale.push(output);
  }
  const entryIsCurrent = !force && cached?.hash === hash;
  if (stale.length === 0 && entryIsCurrent) return { entry: cached, written: 0 };

  // Decode and orient once; every width is resized from this 1200 px (or smaller) raster.
  const decoded = await sharp(content)
    .rotate()
    .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
  const base = sharp(decoded.data, raw);

  let entry: CacheEntry;
  if (entryIsCurrent) {
    entry = cached;
  } else {
    const meta = await sharp(content).metadata();
    const swapped = (meta.orientation ?? 1) >= 5;
    entry = {
      hash,
      width: (swapped ? meta.height : meta.width) ?? decoded.info.width,
      height: (swapped ? meta.width : meta.height) ?? decoded.info.height,
      blur: await blurDataUri(base),
    };
  }

  await mkdir(path.dirname(path.join(outputDir, source.key)), { recursive: true });
  for (const output of stale) {
    // Widths above the source's are still written (at the source's width) so every URL the
    // component can derive exists, but nothing is ever upscaled.
    const resized = base.clone().resize({ width: Math.min(output.width, decoded.info.width) });
    await encoders[output.format](resized).toFile(output.file);
  }
  return { entry, written: stale.length };
}

async function runPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * The browser needs every image's intrinsic size (for width/height and the aspect ratio), so the manifest
 * ships in the first JavaScript of every page. Numbered series of one size ("projects/banani-1" to
 * "-12") are written as one row each, about a third of the bytes of one row per image.
 */
function renderManifest(entries: Record<string, ManifestEntry>): string {
  const keys = Object.keys(entries).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const rows: string[] = [];
  const done = new Set<string>();
  for (const key of keys) {
    if (done.has(key)) continue;
    const { width, height } = entries[key];
    const numbered = key.match(/^(.*)-1$/);
    let count = 0;
    if (numbered) {
      const base = numbered[1];
      const sameSize = (n: number) =>
        entries[`${base}-${n}`]?.width === width && entries[`${base}-${n}`]?.height === height;
      while (sameSize(count + 1)) count += 1;
      for (let n = 1; n <= count; n++) done.add(`${base}-${n}`);
      rows.push(`  [${JSON.stringify(base)}, ${count}, ${width}, ${height}],`);
    } else {
      done.add(key);
      rows.push(`  [${JSON.stringify(key)}, 0, ${width}, ${height}],`);
    }
  }
  return [
    "// Generated by scripts/images/build-images.ts from images/source/. Do not edit: run `npm run images`.",
    "",
    "export interface ImageManifestEntry {",
    "  /** Intrinsic width of the source, for the aspect ratio. */",
    "  readonly width: number;",
    "  readonly height: number;",
    "}",
    "",
    `export const IMAGE_WIDTHS = [${IMAGE_WIDTHS.join(", ")}] as const;`,
    "",
    "export type ImageKey =",
    ...keys.map((key, index) => `  | ${JSON.stringify(key)}${index === keys.length - 1 ? ";" : ""}`),
    "",
    "/** [key, n, width, height]: n = 0 is one image; n > 0 is the series key-1 to key-n, all of that size. */",
    "const rows: readonly (readonly [string, number, number, number])[] = [",
    ...rows,
    "];",
    "",
    "export const imageManifest = Object.fromEntries(",
    "  rows.flatMap(([key, count, width, height]) =>",
    "    count === 0",
    "      ? [[key, { width, height }]]",
    "      : Array.from({ length: count }, (_, index) => [`${key}-${index + 1}`, { width, height }]),",
    "  ),",
    ") as Readonly<Record<ImageKey, ImageManifestEntry>>;",
    "",
  ].join("\n");
}

function renderBlurs(entries: Record<string, ManifestEntry>): string {
  const lines = Object.entries(entries).map(([key, { blur }]) => `  ${JSON.stringify(key)}: ${JSON.stringify(blur)},`);
  return [
    "// Generated by scripts/images/build-images.ts from images/source/. Do not edit: run `npm run images`.",
    "// A tiny blurred preview per image, shown until the real image has loaded (server-rendered HTML only).",
    "",
    "export const imageBlurs: Readonly<Record<string, string>> = {",
    ...lines,
    "};",
    "",
  ].join("\n");
}

async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const current = await readFile(file, "utf8").catch(() => null);
  if (current === content) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}

async function main(): Promise<void> {
  const force = process.argv.includes("--force");
  const started = performance.now();
  sharp.concurrency(1);

  const sources = pickOnePerKey(await listSources(sourceDir));
  if (sources.length === 0) {
    console.warn(`images: no sources found in ${rel(sourceDir)}`);
  }
  const cache = await readCache();
  const results = await runPool(sources, CONCURRENCY, (source) =>
    buildOne(source, cache.entries[source.key], force),
  );

  const nextCache: Cache = { version: CACHE_VERSION, entries: {} };
  const manifest: Record<string, ManifestEntry> = {};
  let written = 0;
  sources.forEach((source, index) => {
    const { entry } = results[index];
    nextCache.entries[source.key] = entry;
    manifest[source.key] = { width: entry.width, height: entry.height, blur: entry.blur };
    written += results[index].written;
  });

  await mkdir(path.dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, JSON.stringify(nextCache));
  const [sizesChanged, blursChanged] = [
    await writeIfChanged(manifestFile, renderManifest(manifest)),
    await writeIfChanged(blurFile, renderBlurs(manifest)),
  ];
  const manifestChanged = sizesChanged || blursChanged;

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${sources.length} sources, ${written} files written, manifest ${manifestChanged ? "updated" : "unchanged"} in ${seconds}s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
