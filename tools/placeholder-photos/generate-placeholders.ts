/**
 * Generates the placeholder photographs under images/source/ (and the client logos under
 * public/logos/) until the company's own photographs replace them.
 *
 * Usage: npx tsx tools/placeholder-photos/generate-placeholders.ts [--force] [--only <key prefix>] [--shard i/n]
 *
 * Only missing files are written unless --force. Output is deterministic: each image is drawn
 * from a random stream seeded by its key.
 */
import { access, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { imageSpecs, sizeOf, type ImageSpec } from "./lib/keys";
import { renderAccessory, type AccessoryKind } from "./products/accessories";
import { logoSvgs } from "./products/logos";
import { bananiMapSvg } from "./products/map";
import { renderPhotograph } from "./render/lighting";
import { composeRoom } from "./rooms/catalogue";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sourceDir = path.join(root, "images/source");
const logoDir = path.join(root, "public/logos");

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function renderPixels(spec: ImageSpec): Promise<{ pixels: Buffer; width: number; height: number }> {
  const { width, height } = sizeOf(spec.aspect);
  if (spec.key.startsWith("accessories/")) {
    const kind = spec.key.slice("accessories/".length).replace(/-\d+$/, "") as AccessoryKind;
    return { pixels: await renderAccessory(kind, spec.key, width), width, height };
  }
  if (spec.key === "home/map") {
    const pixels = await sharp(Buffer.from(bananiMapSvg(width, height)))
      .removeAlpha()
      .raw()
      .toBuffer();
    return { pixels, width, height };
  }
  const { room, scene, random } = composeRoom(spec.key, { width, height });
  return { pixels: await renderPhotograph(scene, room, random), width, height };
}

async function writeLogos(force: boolean): Promise<number> {
  await mkdir(logoDir, { recursive: true });
  let written = 0;
  const logos = logoSvgs();
  for (let i = 0; i < logos.length; i++) {
    const file = path.join(logoDir, `logo-${i + 1}.svg`);
    if (!force && (await exists(file))) continue;
    await writeFile(file, logos[i]);
    written++;
  }
  return written;
}

async function main(): Promise<void> {
  const force = process.argv.includes("--force");
  const only = option("--only");
  const [shard, shards] = (option("--shard") ?? "0/1").split("/").map(Number);
  const started = performance.now();

  const specs = imageSpecs()
    .filter((spec) => !only || spec.key.startsWith(only))
    .filter((_, index) => index % shards === shard);
  let written = shard === 0 && !only ? await writeLogos(force) : 0;
  for (const spec of specs) {
    const file = path.join(sourceDir, `${spec.key}.jpg`);
    if (!force && (await exists(file))) continue;
    const t0 = performance.now();
    const { pixels, width, height } = await renderPixels(spec);
    await mkdir(path.dirname(file), { recursive: true });
    // Committed to the repository, so kept lean: mozjpeg at quality 82.
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(file);
    written++;
    console.log(`${spec.key} ${((performance.now() - t0) / 1000).toFixed(1)}s`);
  }
  console.log(
    `placeholders: ${written} files written in ${((performance.now() - started) / 1000).toFixed(0)}s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
