import sharp from "sharp";
import type { Rgb } from "../lib/color";
import type { Random } from "../lib/random";
import { wallFrame, type RoomSpec, type WallFrame, type WindowSpec } from "./room";
import { DEPTH_RANGE, type Scene, type SoftLayer } from "./scene";
import { dot, normalize, type Vec3 } from "./vector";

interface WindowLight {
  spec: WindowSpec;
  frame: WallFrame;
  samples: Vec3[];
  sampleArea: number;
}

type WallName = "left" | "right" | "back" | "front";

interface Surface {
  point: Vec3;
  normal: Vec3;
  /** The wall hit, when the surface is a wall. */
  wall: WallName | null;
  kind: "floor" | "ceiling" | "wall";
}

const smooth = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/**
 * The per-pixel half of the renderer. The SVG gives shapes and materials; this pass gives them
 * light the way a photograph has it: daylight falling off away from the windows, a sun patch on
 * the floor, soft shading in the corners, scallops from downlights, blurred reflections of the
 * windows in a polished floor, then bloom, grain and a vignette.
 */
export async function renderPhotograph(scene: Scene, room: RoomSpec, random: Random): Promise<Buffer> {
  const { width, height } = scene;
  const camera = scene.camera;
  const [baseRaw, maskRaw, emissiveRaw, shadowRaw] = await Promise.all([
    rasterize(scene.toSvg([0.5, 0.5, 0.5]), 3),
    rasterize(scene.toDepthMaskSvg(), 1),
    softLayers(scene.toEmissiveLayers(), 3, "add"),
    softLayers(scene.toShadowLayers(), 1, "multiply"),
  ]);

  const windows: WindowLight[] = room.windows.map((spec) => {
    const frame = wallFrame(room, spec.wall);
    const samples: Vec3[] = [];
    const nu = 4;
    const nv = 3;
    for (let i = 0; i < nu; i++) {
      for (let j = 0; j < nv; j++) {
        const u = spec.u0 + ((i + 0.5) / nu) * (spec.u1 - spec.u0);
        const v = spec.v0 + ((j + 0.5) / nv) * (spec.v1 - spec.v0);
        samples.push([frame.origin[0] + frame.u[0] * u, v, frame.origin[2] + frame.u[2] * u]);
      }
    }
    return { spec, frame, samples, sampleArea: ((spec.u1 - spec.u0) * (spec.v1 - spec.v0)) / (nu * nv) };
  });
  const W = room.width / 2;
  const D = room.depth;
  const H = room.height;
  const evening = room.evening;
  const ambient = evening ? 0.46 : 0.6;
  const windowGain = evening ? 0.12 : 1.5;
  const sun = room.sun ? normalize(room.sun) : null;
  const sunColor: Rgb = [1.0, 0.9, 0.74];
  const warm: Rgb = [1.0, 0.86, 0.68];
  const gloss = room.floor.gloss;

  const light = new Float32Array(width * height * 3);
  const reflection = new Float32Array(width * height);
  const bright = new Float32Array(width * height);
  const cam = camera.position;

  const surfaceAt = (dir: Vec3): Surface & { t: number } => {
    let t = Infinity;
    let kind: Surface["kind"] = "wall";
    let normal: Vec3 = [0, 1, 0];
    let wall: WallName | null = null;
    if (dir[1] < 0) {
      const tt = -cam[1] / dir[1];
      if (tt < t) {
        t = tt;
        kind = "floor";
        normal = [0, 1, 0];
      }
    } else if (dir[1] > 0) {
      const tt = (H - cam[1]) / dir[1];
      if (tt < t) {
        t = tt;
        kind = "ceiling";
        normal = [0, -1, 0];
      }
    }
    const walls: [number, WallName][] = [];
    if (dir[0] < 0) walls.push([(-W - cam[0]) / dir[0], "left"]);
    if (dir[0] > 0) walls.push([(W - cam[0]) / dir[0], "right"]);
    if (dir[2] > 0) walls.push([(D - cam[2]) / dir[2], "back"]);
    if (dir[2] < 0) walls.push([(0 - cam[2]) / dir[2], "front"]);
    for (const [tt, id] of walls) {
      if (tt < t) {
        t = tt;
        kind = "wall";
        wall = id;
        normal = frames[id].normal;
      }
    }
    return {
      t,
      kind,
      normal,
      wall,
      point: [cam[0] + dir[0] * t, cam[1] + dir[1] * t, cam[2] + dir[2] * t],
    };
  };
  const frames = {
    left: wallFrame(room, "left"),
    right: wallFrame(room, "right"),
    back: wallFrame(room, "back"),
    front: wallFrame(room, "front"),
  };

  const windowAt = (wall: WallName, p: Vec3): WindowLight | null => {
    for (const win of windows) {
      if (win.spec.wall !== wall) continue;
      const frame = win.frame;
      const u = (p[0] - frame.origin[0]) * frame.u[0] + (p[2] - frame.origin[2]) * frame.u[2];
      if (u > win.spec.u0 && u < win.spec.u1 && p[1] > win.spec.v0 && p[1] < win.spec.v1) return win;
    }
    return null;
  };

  const daylight = (p: Vec3, n: Vec3 | null): number => {
    let e = 0;
    for (const win of windows) {
      const wn = win.frame.normal;
      for (const s of win.samples) {
        const dx = s[0] - p[0];
        const dy = s[1] - p[1];
        const dz = s[2] - p[2];
        const d2 = dx * dx + dy * dy + dz * dz + 0.05;
        const inv = 1 / Math.sqrt(d2);
        const cosW = -(dx * wn[0] + dy * wn[1] + dz * wn[2]) * inv;
        if (cosW <= 0) continue;
        const cosP = n ? (dx * n[0] + dy * n[1] + dz * n[2]) * inv : 0.6;
        if (cosP <= 0) continue;
        e += (cosP * cosW * win.sampleArea) / d2;
      }
    }
    return (e / Math.PI) * windowGain;
  };

  const sunlight = (p: Vec3, n: Vec3): number => {
    if (!sun) return 0;
    const cosN = dot(n, sun);
    if (cosN <= 0) return 0;
    let best = 0;
    for (const win of windows) {
      const f = win.frame;
      const denom = -dot(sun, f.normal);
      if (denom <= 1e-3) continue;
      // Distance from p to the wall plane along the sun direction.
      const dist = ((p[0] - f.origin[0]) * f.normal[0] + (p[2] - f.origin[2]) * f.normal[2]) / denom;
      if (dist <= 0) continue;
      const q: Vec3 = [p[0] + sun[0] * dist, p[1] + sun[1] * dist, p[2] + sun[2] * dist];
      const u = (q[0] - f.origin[0]) * f.u[0] + (q[2] - f.origin[2]) * f.u[2];
      const v = q[1];
      const soft = 0.03 + dist * 0.025;
      const spec = win.spec;
      let s =
        smooth(spec.u0 - soft, spec.u0 + soft, u) *
        smooth(spec.u1 + soft, spec.u1 - soft, u) *
        smooth(spec.v0 - soft, spec.v0 + soft, v) *
        smooth(spec.v1 + soft, spec.v1 - soft, v);
      if (s <= 0) continue;
      const bar = 0.045;
      for (let c = 1; c < spec.cols; c++) {
        const bu = spec.u0 + ((spec.u1 - spec.u0) * c) / spec.cols;
        s *= 1 - 0.85 * smooth(bar / 2 + soft, bar / 2 - soft * 0.3, Math.abs(u - bu));
      }
      for (let r = 1; r < spec.rows; r++) {
        const bv = spec.v0 + ((spec.v1 - spec.v0) * r) / spec.rows;
        s *= 1 - 0.85 * smooth(bar / 2 + soft, bar / 2 - soft * 0.3, Math.abs(v - bv));
      }
      if (spec.sheer) s *= 0.45;
      best = Math.max(best, s);
    }
    return best * cosN * 1.15;
  };

  const ambientOcclusion = (p: Vec3, kind: Surface["kind"], wall: WallName | null): number => {
    const dists: number[] = [];
    if (kind !== "floor") dists.push(H - p[1] < 0.001 ? 9 : p[1]);
    if (kind !== "ceiling") dists.push(H - p[1]);
    if (kind === "floor") dists.push(p[1] + 9);
    const wallDists = [p[0] + W, W - p[0], D - p[2], p[2]];
    const own = wall ? ["left", "right", "back", "front"].indexOf(wall) : -1;
    wallDists.forEach((d, i) => {
      if (i !== own) dists.push(d);
    });
    let ao = 1;
    for (const d of dists) ao *= 1 - 0.32 * Math.exp(-Math.max(d, 0) / 0.28);
    return ao;
  };

  const artificial = (p: Vec3, n: Vec3 | null): number => {
    let e = 0;
    for (const dl of room.downlights) {
      const lx = dl.x;
      const ly = H - 0.02;
      const lz = dl.z;
      const vx = p[0] - lx;
      const vy = p[1] - ly;
      const vz = p[2] - lz;
      const d2 = vx * vx + vy * vy + vz * vz + 0.02;
      const d = Math.sqrt(d2);
      const cone = smooth(0.7, 0.9, -vy / d);
      if (cone <= 0) continue;
      const cosP = n ? -(vx * n[0] + vy * n[1] + vz * n[2]) / d : 0.6;
      if (cosP <= 0) continue;
      e += (dl.strength * cone * cosP) / d2;
    }
    for (const lamp of room.lamps) {
      const vx = p[0] - lamp.position[0];
      const vy = p[1] - lamp.position[1];
      const vz = p[2] - lamp.position[2];
      const d2 = vx * vx + vy * vy + vz * vz + 0.05;
      const d = Math.sqrt(d2);
      const cosP = n ? -(vx * n[0] + vy * n[1] + vz * n[2]) / d : 0.6;
      if (cosP <= 0) continue;
      e += (lamp.strength * cosP) / d2;
    }
    return e;
  };

  // The room's own light varies slowly, so it is computed at half resolution and interpolated;
  // furniture (the depth mask) is lit per pixel with a cheaper model.
  const hw = Math.ceil(width / 2);
  const hh = Math.ceil(height / 2);
  const shellLight = new Float32Array(hw * hh * 3);
  const shellReflection = new Float32Array(hw * hh);
  const shellBright = new Float32Array(hw * hh);
  for (let hy = 0; hy < hh; hy++) {
    for (let hx = 0; hx < hw; hx++) {
      const h = hy * hw + hx;
      const dir = camera.ray(hx * 2 + 1, hy * 2 + 1);
      const hit = surfaceAt(dir);
      const p = hit.point;
      if (hit.kind === "wall" && hit.wall && windowAt(hit.wall, p)) {
        shellLight[h * 3] = shellLight[h * 3 + 1] = shellLight[h * 3 + 2] = evening ? 1.0 : 0.78;
        shellBright[h] = evening ? 0.15 : 1;
        continue;
      }
      const ao = ambientOcclusion(p, hit.kind, hit.wall);
      const amb = ambient * ao;
      const day = daylight(p, hit.normal) * (0.55 + 0.45 * ao);
      const art = artificial(p, hit.normal) * (0.6 + 0.4 * ao);
      const sunE = sunlight(p, hit.normal);
      if (hit.kind === "floor" && gloss > 0) shellReflection[h] = floorReflection(p, dir);
      shellLight[h * 3] = amb + day + art * warm[0] + sunE * sunColor[0];
      shellLight[h * 3 + 1] = amb + day * 0.995 + art * warm[1] + sunE * sunColor[1];
      shellLight[h * 3 + 2] = amb + day * 0.99 + art * warm[2] + sunE * sunColor[2];
      if (sunE > 0.4) shellBright[h] = (sunE - 0.4) * 0.6;
    }
  }

  for (let y = 0; y < height; y++) {
    const fy = Math.min(hh - 1, Math.max(0, (y - 0.5) / 2));
    const y0 = Math.floor(fy);
    const y1 = Math.min(hh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const m = maskRaw[i];
      const o = i * 3;
      if (m > 0) {
        const dir = camera.ray(x + 0.5, y + 0.5);
        const depth = (m / 255) * DEPTH_RANGE;
        const p: Vec3 = [cam[0] + dir[0] * depth, cam[1] + dir[1] * depth, cam[2] + dir[2] * depth];
        const day = daylight(p, null) * 0.85;
        const art = artificial(p, null) * 0.8;
        const amb = ambient * 1.05;
        light[o] = amb + day + art * warm[0];
        light[o + 1] = amb + day * 0.995 + art * warm[1];
        light[o + 2] = amb + day * 0.99 + art * warm[2];
        continue;
      }
      const fx = Math.min(hw - 1, Math.max(0, (x - 0.5) / 2));
      const x0 = Math.floor(fx);
      const x1 = Math.min(hw - 1, x0 + 1);
      const tx = fx - x0;
      const a = y0 * hw + x0;
      const b = y0 * hw + x1;
      const c = y1 * hw + x0;
      const d = y1 * hw + x1;
      const wa = (1 - tx) * (1 - ty);
      const wb = tx * (1 - ty);
      const wc = (1 - tx) * ty;
      const wd = tx * ty;
      const shadow = shadowRaw ? shadowRaw[i] / 255 : 1;
      for (let ch = 0; ch < 3; ch++) {
        const v =
          shellLight[a * 3 + ch] * wa +
          shellLight[b * 3 + ch] * wb +
          shellLight[c * 3 + ch] * wc +
          shellLight[d * 3 + ch] * wd;
        light[o + ch] = v * (0.35 + 0.65 * shadow);
      }
      reflection[i] =
        (shellReflection[a] * wa +
          shellReflection[b] * wb +
          shellReflection[c] * wc +
          shellReflection[d] * wd) *
        shadow;
      bright[i] = shellBright[a] * wa + shellBright[b] * wb + shellBright[c] * wc + shellBright[d] * wd;
    }
  }

  function floorReflection(p: Vec3, dir: Vec3): number {
    const len = Math.hypot(dir[0], dir[1], dir[2]);
    const r: Vec3 = [dir[0] / len, -dir[1] / len, dir[2] / len];
    let best = 0;
    for (const win of windows) {
      const f = win.frame;
      const denom = -dot(r, f.normal);
      if (denom <= 1e-4) continue;
      const dist = ((p[0] - f.origin[0]) * f.normal[0] + (p[2] - f.origin[2]) * f.normal[2]) / denom;
      if (dist <= 0) continue;
      const q: Vec3 = [p[0] + r[0] * dist, p[1] + r[1] * dist, p[2] + r[2] * dist];
      if (q[1] > H) continue;
      const u = (q[0] - f.origin[0]) * f.u[0] + (q[2] - f.origin[2]) * f.u[2];
      if (u > win.spec.u0 && u < win.spec.u1 && q[1] > win.spec.v0 && q[1] < win.spec.v1) best = 1;
    }
    if (!best) return 0;
    const cos = Math.abs(dir[1] / len);
    const fresnel = 0.06 + 0.94 * Math.pow(1 - cos, 5);
    return best * gloss * (0.25 + fresnel) * (evening ? 0.25 : 1);
  }

  // Reflections in a satin floor are smeared; blur them before adding.
  const roughness = gloss > 0.6 ? 3 : 9;
  const reflectionBlurred = gloss > 0 ? await blurFloat(reflection, width, height, roughness) : reflection;

  const out = new Float32Array(width * height * 3);
  const exposure = evening ? 1.15 : 1.12;
  for (let i = 0; i < width * height; i++) {
    const refl = reflectionBlurred[i] * 0.4;
    for (let c = 0; c < 3; c++) {
      const base = baseRaw[i * 3 + c] / 255;
      let v = base * light[i * 3 + c] * exposure + refl * (c === 2 ? 0.97 : 1);
      if (emissiveRaw) v += (emissiveRaw[i * 3 + c] / 255) * 1.1;
      out[i * 3 + c] = v;
    }
    if (emissiveRaw) bright[i] += (emissiveRaw[i * 3] / 255) * 0.8;
  }

  const bloom = await blurFloat(bright, width, height, Math.max(width, height) / 55);
  const bloomWide = await blurFloat(bright, width, height, Math.max(width, height) / 16);
  const pixels = Buffer.alloc(width * height * 3);
  let seed = random.int(1, 0x7fffffff);
  const cxv = width / 2;
  const cyv = height / 2;
  const maxR2 = cxv * cxv + cyv * cyv * 1.3;
  const tint: Rgb = evening ? [1.03, 0.99, 0.93] : [1.015, 1.0, 0.975];
  const curve = filmicTable();
  for (let y = 0; y < height; y++) {
    const dy2 = (y - cyv) * (y - cyv) * 1.3;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const r2 = ((x - cxv) * (x - cxv) + dy2) / maxR2;
      const vignette = 1 - 0.3 * r2 * r2 * (0.6 + 0.4 * r2);
      const glow = bloom[i] * 0.35 + bloomWide[i] * 0.25;
      // xorshift grain: cheap, deterministic, and fine enough at this amplitude.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const noise = ((seed & 0xffff) / 65536 - 0.5) * 0.03;
      for (let c = 0; c < 3; c++) {
        const lin = out[i * 3 + c] * tint[c] + glow * (c === 0 ? 1 : c === 1 ? 0.96 : 0.88);
        let v = curve[Math.min(FILMIC_STEPS - 1, Math.max(0, Math.round(lin * FILMIC_SCALE)))] * vignette;
        v += noise * (0.4 + 0.6 * v);
        pixels[i * 3 + c] = v <= 0 ? 0 : v >= 1 ? 255 : Math.round(v * 255);
      }
    }
  }
  return pixels;
}

const FILMIC_SCALE = 1024;
const FILMIC_STEPS = FILMIC_SCALE * 6;

function filmicTable(): Float32Array {
  const table = new Float32Array(FILMIC_STEPS);
  for (let i = 0; i < FILMIC_STEPS; i++) table[i] = filmic(i / FILMIC_SCALE);
  return table;
}

/** A gentle shoulder so bright windows roll off instead of clipping hard, and a lifted black. */
function filmic(x: number): number {
  const lifted = x <= 0 ? 0 : x;
  const curved = ((lifted * (1 + lifted / 4.2)) / (1 + lifted)) * 1.7;
  const toe = 0.018 + 0.982 * curved;
  return Math.min(1, Math.pow(toe, 0.96));
}

/** Renders each blur bucket unblurred, blurs it with libvips, and combines the buckets. */
async function softLayers(
  layers: SoftLayer[],
  channels: 1 | 3,
  mode: "add" | "multiply",
): Promise<Buffer | null> {
  if (layers.length === 0) return null;
  const rendered = await Promise.all(
    layers.map(async (layer) => {
      let image = sharp(Buffer.from(layer.svg), { limitInputPixels: false }).removeAlpha();
      if (channels === 1) image = image.extractChannel(0);
      if (layer.sigma > 0) image = image.blur(layer.sigma);
      return image.raw().toBuffer();
    }),
  );
  const out = Buffer.from(rendered[0]);
  for (const layer of rendered.slice(1)) {
    for (let i = 0; i < out.length; i++) {
      out[i] = mode === "add" ? Math.min(255, out[i] + layer[i]) : Math.round((out[i] * layer[i]) / 255);
    }
  }
  return out;
}

async function rasterize(svg: string, channels: 1 | 3): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: 72, limitInputPixels: false }).removeAlpha();
  const raw = channels === 1 ? image.extractChannel(0) : image;
  return raw.raw().toBuffer();
}

/** Gaussian blur of a float field; wide blurs run on a downscaled copy (a wide kernel is slow). */
async function blurFloat(
  values: Float32Array,
  width: number,
  height: number,
  sigma: number,
): Promise<Float32Array> {
  let max = 0;
  for (const v of values) if (v > max) max = v;
  if (max <= 0) return new Float32Array(values.length);
  const bytes = Buffer.alloc(values.length);
  for (let i = 0; i < values.length; i++) bytes[i] = Math.round((values[i] / max) * 255);
  const factor = sigma > 6 ? Math.min(16, Math.floor(sigma / 3)) : 1;
  let image = sharp(bytes, { raw: { width, height, channels: 1 } });
  if (factor > 1) {
    const small = await image
      .resize(Math.ceil(width / factor), Math.ceil(height / factor), { kernel: "linear" })
      .blur(Math.max(0.3, sigma / factor))
      .raw()
      .toBuffer({ resolveWithObject: true });
    image = sharp(small.data, {
      raw: { width: small.info.width, height: small.info.height, channels: 1 },
    }).resize(width, height, {
      kernel: "linear",
      fit: "fill",
    });
  } else {
    image = image.blur(Math.max(0.3, sigma));
  }
  const blurred = await image.raw().toBuffer();
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = (blurred[i] / 255) * max;
  return out;
}
