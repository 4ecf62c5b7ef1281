import type { Rgb } from "../lib/color";
import { normalize, type Vec3 } from "../render/vector";

export interface Material {
  /** Base colour at surface coordinates (u around or across, v along). */
  albedo: (u: number, v: number) => Rgb;
  /** 0 mirror-like .. 1 chalky. */
  roughness: number;
  /** Strength of the specular highlight and reflections. */
  specular: number;
  metal?: boolean;
  /** Vertical ribs or flutes: count around, and depth as a normal tilt. */
  ribs?: { count: number; depth: number };
  /** Self-lit (a lamp shade with the bulb on). */
  glow?: number;
}

export interface Studio {
  backdrop: Rgb;
  floor: Rgb;
  /** Camera elevation in radians (looking down). */
  elevation: number;
  /** Pixels per metre at the supersampled resolution. */
  scale: number;
  /** Screen position of the world origin (floor centre). */
  cx: number;
  cy: number;
  /** Vertical position of the floor/backdrop horizon, in supersampled pixels. */
  horizon: number;
}

const KEY = normalize([-0.55, 0.65, -0.52]);
const FILL = normalize([0.8, 0.25, -0.4]);
const RIM = normalize([0.3, 0.6, 0.75]);
/** Samples per pixel along each direction; splats are 2 x 2 so this leaves no holes. */
const DENSITY = 0.95;

/**
 * A tiny software renderer for studio product shots: surfaces are sampled densely and splatted
 * into a z-buffer, then shaded with a soft key light, a fill, a rim and a softbox reflection.
 */
export class Raster {
  readonly color: Float32Array;
  readonly depth: Float32Array;
  /** Coverage of the object (1 where any surface was drawn). */
  readonly alpha: Uint8Array;
  // Deferred shading: splats store what the shader needs, and each pixel is shaded once.
  private readonly normal: Float32Array;
  private readonly uv: Float32Array;
  private readonly height: Float32Array;
  private readonly materialOf: Uint16Array;
  private readonly materials: Material[] = [];
  private readonly cosE: number;
  private readonly sinE: number;

  constructor(
    readonly size: number,
    readonly studio: Studio,
  ) {
    this.color = new Float32Array(size * size * 3);
    this.depth = new Float32Array(size * size).fill(Infinity);
    this.alpha = new Uint8Array(size * size);
    this.normal = new Float32Array(size * size * 3);
    this.uv = new Float32Array(size * size * 2);
    this.height = new Float32Array(size * size);
    this.materialOf = new Uint16Array(size * size);
    this.cosE = Math.cos(studio.elevation);
    this.sinE = Math.sin(studio.elevation);
  }

  /** World (x right, y up, z away from the camera) to screen and depth. */
  project(p: Vec3): [number, number, number] {
    const { scale, cx, cy } = this.studio;
    const y = p[1] * this.cosE + p[2] * this.sinE;
    const d = p[2] * this.cosE - p[1] * this.sinE;
    return [cx + p[0] * scale, cy - y * scale, d];
  }

  /** Shades pixel i from its stored normal, material and surface coordinates. */
  private shadePixel(i: number, material: Material): void {
    const nx = this.normal[i * 3];
    const ny = this.normal[i * 3 + 1];
    const nz = this.normal[i * 3 + 2];
    const albedo = material.albedo(this.uv[i * 2], this.uv[i * 2 + 1]);
    // Toward the eye: the camera looks down by the elevation angle.
    const ex = 0;
    const ey = this.sinE;
    const ez = -this.cosE;
    const nDotV = Math.max(0, ny * ey + nz * ez);
    const keyDot = nx * KEY[0] + ny * KEY[1] + nz * KEY[2];
    const fillDot = nx * FILL[0] + ny * FILL[1] + nz * FILL[2];
    const key = Math.max(0, (keyDot + 0.35) / 1.35);
    const fill = Math.max(0, (fillDot + 0.2) / 1.2);
    const rim = Math.max(0, nx * RIM[0] + ny * RIM[1] + nz * RIM[2]);
    const sky = 0.5 + 0.5 * ny;
    const ground = 0.72 + 0.28 * Math.min(1, this.height[i] / 0.06 + 0.2);
    const metal = material.metal ? 1 : 0;
    const diffuse = (0.26 + 0.2 * sky + 0.72 * key + 0.22 * fill) * ground * (1 - metal * 0.75);
    const d2 = 2 * (ny * ey + nz * ez);
    const rx = nx * d2 - ex;
    const ry = ny * d2 - ey;
    const sharp = 1 - material.roughness;
    const boxU = (rx + 0.55) / 0.25;
    const boxV = (ry - 0.45) / 0.35;
    const softbox = Math.exp(-(boxU * boxU + boxV * boxV) * (1 + sharp * 6)) * (0.6 + sharp * 2.2);
    const hx = KEY[0] + ex;
    const hy = KEY[1] + ey;
    const hz = KEY[2] + ez;
    const hl = Math.hypot(hx, hy, hz);
    const nh = Math.max(0, (nx * hx + ny * hy + nz * hz) / hl);
    const highlight = Math.pow(nh, 4 + sharp * sharp * 300) * (0.3 + sharp * 1.2);
    const g = 1 - nDotV;
    const fresnel = 0.04 + 0.96 * g * g * g * g * g;
    const env = ry > 0 ? this.studio.backdrop : this.studio.floor;
    const envAmount = material.specular * (metal ? 0.85 : fresnel * 0.6) * (0.3 + sharp * 0.7);
    const spec = material.specular * (softbox + highlight) * (metal ? 1 : 0.5 + fresnel);
    const rimAmount = rim * 0.12 * (1 - material.roughness * 0.5);
    const glow = material.glow ?? 0;
    for (let c = 0; c < 3; c++) {
      const a = albedo[c];
      this.color[i * 3 + c] =
        a * diffuse +
        env[c] * envAmount * (metal ? a * 1.2 : 1) +
        spec * (metal ? a : 1) +
        rimAmount * (metal ? a : 1) +
        glow * a;
    }
  }

  private materialIndex(material: Material): number {
    let index = this.materials.indexOf(material);
    if (index < 0) index = this.materials.push(material) - 1;
    return index;
  }

  private plot(
    x: number,
    y: number,
    z: number,
    nx: number,
    ny: number,
    nz: number,
    u: number,
    v: number,
    py: number,
    material: number,
  ): void {
    const size = this.size;
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    for (let dy = 0; dy < 2; dy++) {
      const yy = yi + dy;
      if (yy < 0 || yy >= size) continue;
      for (let dx = 0; dx < 2; dx++) {
        const xx = xi + dx;
        if (xx < 0 || xx >= size) continue;
        const i = yy * size + xx;
        if (z >= this.depth[i]) continue;
        this.depth[i] = z;
        this.alpha[i] = 1;
        this.normal[i * 3] = nx;
        this.normal[i * 3 + 1] = ny;
        this.normal[i * 3 + 2] = nz;
        this.uv[i * 2] = u;
        this.uv[i * 2 + 1] = v;
        this.height[i] = py;
        this.materialOf[i] = material;
      }
    }
  }

  /** Shades every covered pixel once; call after all geometry is in. */
  resolve(): void {
    for (let i = 0; i < this.size * this.size; i++) {
      if (this.alpha[i]) this.shadePixel(i, this.materials[this.materialOf[i]]);
    }
  }

  /**
   * A surface of revolution about a vertical axis at (x0, z0). The profile is a polyline of
   * [radius, height] points, bottom to top; `inside` draws the inner wall of an open vessel.
   */
  lathe(
    profile: [number, number][],
    material: Material,
    options: { x0?: number; z0?: number; y0?: number; sx?: number; sz?: number; inside?: boolean } = {},
  ): void {
    const { x0 = 0, z0 = 0, y0 = 0, sx = 1, sz = 1 } = options;
    const scale = this.studio.scale;
    const lengths = [0];
    for (let i = 1; i < profile.length; i++) {
      const [r0, h0] = profile[i - 1];
      const [r1, h1] = profile[i];
      lengths.push(lengths[i - 1] + Math.hypot(r1 - r0, h1 - h0));
    }
    const total = lengths[lengths.length - 1];
    const tSteps = Math.max(8, Math.ceil(total * scale * DENSITY));
    const mat = this.materialIndex(material);
    let seg = 1;
    for (let k = 0; k <= tSteps; k++) {
      const s = (k / tSteps) * total;
      while (seg < profile.length - 1 && lengths[seg] < s) seg++;
      const [r0, h0] = profile[seg - 1];
      const [r1, h1] = profile[seg];
      const segLen = lengths[seg] - lengths[seg - 1] || 1e-6;
      const f = (s - lengths[seg - 1]) / segLen;
      const radius = r0 + (r1 - r0) * f;
      const height = h0 + (h1 - h0) * f;
      // Outward normal in the profile plane.
      const dr = (r1 - r0) / segLen;
      const dh = (h1 - h0) / segLen;
      let nr = dh;
      let ny = -dr;
      if (options.inside) {
        nr = -nr;
        ny = -ny;
      }
      const v = s / total;
      const ring = Math.max(24, Math.ceil(2 * Math.PI * radius * Math.max(sx, sz) * scale * DENSITY));
      for (let j = 0; j < ring; j++) {
        const phi = (j / ring) * Math.PI * 2;
        const cos = Math.cos(phi);
        const sin = Math.sin(phi);
        let ncos = cos;
        let nsin = sin;
        if (material.ribs) {
          // Flutes tilt the normal around the axis; the silhouette stays round.
          const tilt = Math.sin(phi * material.ribs.count) * material.ribs.depth;
          ncos = cos * Math.cos(tilt) - sin * Math.sin(tilt);
          nsin = sin * Math.cos(tilt) + cos * Math.sin(tilt);
        }
        let ux = (nr * ncos) / sx;
        let uz = (nr * nsin) / sz;
        let uy = ny;
        const inv = 1 / (Math.hypot(ux, uy, uz) || 1);
        ux *= inv;
        uy *= inv;
        uz *= inv;
        // Samples of the outer wall facing well away from the camera are always hidden.
        if (!options.inside && uz * this.cosE - uy * this.sinE > 0.35) continue;
        const px = x0 + radius * cos * sx;
        const py = y0 + height;
        const pz = z0 + radius * sin * sz;
        const X = this.studio.cx + px * scale;
        const Y = this.studio.cy - (py * this.cosE + pz * this.sinE) * scale;
        const Z = pz * this.cosE - py * this.sinE;
        this.plot(X, Y, Z, ux, uy, uz, j / ring, v, py, mat);
      }
    }
  }

  /** A general parametric surface; `at` returns the point and the normal for (u, v) in [0, 1]². */
  surface(
    at: (u: number, v: number) => { p: Vec3; n: Vec3 },
    material: Material,
    uSteps: number,
    vSteps: number,
  ): void {
    const mat = this.materialIndex(material);
    for (let i = 0; i <= uSteps; i++) {
      const u = i / uSteps;
      for (let j = 0; j <= vSteps; j++) {
        const v = j / vSteps;
        const { p, n } = at(u, v);
        if (p[1] < -5) continue;
        const [X, Y, Z] = this.project(p);
        this.plot(X, Y, Z, n[0], n[1], n[2], u, v, p[1], mat);
      }
    }
  }

  /** Steps needed so samples over a world length land under a pixel apart. */
  steps(length: number): number {
    return Math.max(8, Math.ceil(length * this.studio.scale * DENSITY));
  }
}
