import { css, type Rgb } from "../lib/color";
import { clipNear, type Camera, type Point2 } from "./camera";
import { centroid, dot, length, polygonNormal, sub, type Vec3 } from "./vector";

export interface Stop {
  at: number;
  color: Rgb;
  opacity?: number;
}

/** A gradient between two world points, projected so it follows the surface in perspective. */
export interface WorldGradient {
  from: Vec3;
  to: Vec3;
  stops: Stop[];
}

export interface ScreenGradient {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stops: Stop[];
}

export interface RadialGradient {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  stops: Stop[];
}

export type Paint = Rgb | { world: WorldGradient } | { screen: ScreenGradient } | { radial: RadialGradient };

export interface FaceStyle {
  paint: Paint;
  opacity?: number;
  /** Gaussian blur in pixels. */
  blur?: number;
  stroke?: { color: Rgb; width: number; opacity?: number };
  /** Apply the scene's directional shading by the face normal. */
  shade?: boolean;
  /** Drop the face when it looks away from the camera. */
  cull?: boolean;
  clipId?: string;
}

export interface Face extends FaceStyle {
  points: Vec3[];
}

/** A 2D path in screen space, for things that are easier drawn than modelled (foliage, glows). */
export interface Path2 {
  d: string;
  paint: Paint;
  opacity?: number;
  blur?: number;
  clipId?: string;
}

interface Part {
  /** Distance from the camera, for sorting. */
  depth: number;
  anchor: Vec3;
  faces: Face[];
  paths: Path2[];
  /** Whether the part counts as furniture for the lighting pass (depth mask). */
  solid: boolean;
}

export interface SceneObject {
  depth: number;
  parts: Part[];
}

export interface ShadingLight {
  /** Direction toward the main light (usually the window). */
  direction: Vec3;
  ambient: number;
  diffuse: number;
}

/**
 * Collects faces in painter's order and writes them out as SVG. The room shell and everything
 * flat on it are drawn in insertion order; free-standing objects are sorted far to near, and
 * each object's convex parts likewise.
 */
export class Scene {
  private readonly shell: (Face | Path2)[] = [];
  private readonly objects: SceneObject[] = [];
  private readonly emissive: { item: Face | Path2; sigma: number }[] = [];
  private readonly shadows: { item: Face | Path2; sigma: number }[] = [];
  private readonly defs: string[] = [];
  private nextId = 0;

  constructor(
    readonly camera: Camera,
    readonly light: ShadingLight,
  ) {}

  get width(): number {
    return this.camera.width;
  }

  get height(): number {
    return this.camera.height;
  }

  addShell(points: Vec3[], style: FaceStyle): void {
    this.shell.push({ points, ...style });
  }

  addShellPath(path: Path2): void {
    this.shell.push(path);
  }

  /**
   * Light sources (bulbs, glowing shades, cove strips), added on top after the lighting pass. Their
   * blur is applied to the whole layer afterwards (bucketed), which is far cheaper than SVG filters.
   */
  addEmissive(item: Face | Path2): void {
    const { blur, ...crisp } = item;
    this.emissive.push({ item: crisp, sigma: bucket(blur ?? 0) });
  }

  /**
   * A soft shadow on the room's surfaces (never on furniture): dark shapes blurred as a layer and
   * multiplied into the floor and walls by the lighting pass.
   */
  addShadow(points: Vec3[], opacity: number, blur: number): void {
    this.shadows.push({ item: { points, paint: [0, 0, 0], opacity }, sigma: bucket(blur) });
  }

  /** Starts a free-standing object; its sort depth is its anchor's distance along the view axis. */
  object(anchor: Vec3, bias = 0): ObjectBuilder {
    const object: SceneObject = { depth: this.camera.depth(anchor) + bias, parts: [] };
    this.objects.push(object);
    return new ObjectBuilder(this, object);
  }

  clipPath(points: Vec3[]): string {
    const id = `c${this.nextId++}`;
    const d = this.pathData(points);
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return id;
  }

  clipPath2(d: string): string {
    const id = `c${this.nextId++}`;
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return id;
  }

  project(p: Vec3): Point2 {
    return this.camera.project(p);
  }

  /** Projected outline of a world polygon after near-plane clipping, or "" when behind the camera. */
  pathData(points: Vec3[]): string {
    const clipped = clipNear(points.map((p) => this.camera.toView(p)));
    if (clipped.length < 3) return "";
    return (
      clipped
        .map((v, i) => {
          const s = this.camera.projectView(v);
          return `${i === 0 ? "M" : "L"}${s.x.toFixed(1)} ${s.y.toFixed(1)}`;
        })
        .join("") + "Z"
    );
  }

  shadeColor(color: Rgb, normal: Vec3): Rgb {
    const { direction, ambient, diffuse } = this.light;
    const lambert = Math.max(0, dot(normal, direction));
    const sky = normal[1] * 0.1;
    const k = ambient + diffuse * lambert + sky;
    return [color[0] * k, color[1] * k, color[2] * k];
  }

  /**
   * One filter per blurred element, with a region hugging its bounds: librsvg's blur cost grows
   * with the filter region, and a shared bounding-box region made every soft shadow slow.
   */
  private blurFilter(std: number, d: string): string {
    const sigma = Math.max(0.3, Math.round(std * 4) / 4);
    const box = pathBounds(d);
    const id = `b${this.nextId++}`;
    const pad = sigma * 3 + 2;
    const x0 = Math.max(-pad, box.x0 - pad);
    const y0 = Math.max(-pad, box.y0 - pad);
    const x1 = Math.min(this.width + pad, box.x1 + pad);
    const y1 = Math.min(this.height + pad, box.y1 + pad);
    if (x1 <= x0 || y1 <= y0) return "";
    this.defs.push(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${x0.toFixed(0)}" y="${y0.toFixed(0)}" width="${(x1 - x0).toFixed(0)}" height="${(y1 - y0).toFixed(0)}"><feGaussianBlur stdDeviation="${sigma}"/></filter>`,
    );
    return id;
  }

  private paintRef(paint: Paint, face?: Face): string {
    if (isColor(paint)) return css(paint);
    const id = `g${this.nextId++}`;
    const stops = (list: Stop[]) =>
      list
        .map(
          (s) =>
            `<stop offset="${s.at.toFixed(3)}" stop-color="${css(s.color)}"${s.opacity === undefined ? "" : ` stop-opacity="${s.opacity.toFixed(3)}"`}/>`,
        )
        .join("");
    if ("world" in paint) {
      const a = this.camera.project(clampToFront(this.camera, paint.world.from, face));
      const b = this.camera.project(clampToFront(this.camera, paint.world.to, face));
      this.defs.push(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}">${stops(paint.world.stops)}</linearGradient>`,
      );
    } else if ("screen" in paint) {
      const g = paint.screen;
      this.defs.push(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${g.x1.toFixed(1)}" y1="${g.y1.toFixed(1)}" x2="${g.x2.toFixed(1)}" y2="${g.y2.toFixed(1)}">${stops(g.stops)}</linearGradient>`,
      );
    } else {
      const g = paint.radial;
      const r = Math.max(g.rx, 0.1);
      const sy = g.ry / r;
      this.defs.push(
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${g.cx.toFixed(1)}" cy="${(g.cy / sy).toFixed(1)}" r="${r.toFixed(1)}" gradientTransform="scale(1 ${sy.toFixed(4)})">${stops(g.stops)}</radialGradient>`,
      );
    }
    return `url(#${id})`;
  }

  private faceSvg(face: Face): string {
    if (face.cull) {
      const normal = polygonNormal(face.points);
      const toCamera = sub(this.camera.position, face.points[0]);
      if (dot(normal, toCamera) <= 0) return "";
    }
    const d = this.pathData(face.points);
    if (!d) return "";
    let paint = face.paint;
    if (face.shade && isColor(paint)) {
      paint = this.shadeColor(paint, polygonNormal(face.points));
    }
    const attrs = [`d="${d}"`, `fill="${this.paintRef(paint, face)}"`];
    if (face.opacity !== undefined && face.opacity < 1)
      attrs.push(`fill-opacity="${face.opacity.toFixed(3)}"`);
    if (face.stroke) {
      attrs.push(
        `stroke="${css(face.stroke.color)}" stroke-width="${face.stroke.width.toFixed(2)}" stroke-linejoin="round"`,
      );
      if (face.stroke.opacity !== undefined) attrs.push(`stroke-opacity="${face.stroke.opacity.toFixed(3)}"`);
    }
    if (face.blur) {
      const filter = this.blurFilter(face.blur, d);
      if (!filter) return "";
      attrs.push(`filter="url(#${filter})"`);
    }
    return this.wrapClip(`<path ${attrs.join(" ")}/>`, face.clipId);
  }

  private pathSvg(path: Path2): string {
    const attrs = [`d="${path.d}"`, `fill="${this.paintRef(path.paint)}"`];
    if (path.opacity !== undefined && path.opacity < 1)
      attrs.push(`fill-opacity="${path.opacity.toFixed(3)}"`);
    if (path.blur) {
      const filter = this.blurFilter(path.blur, path.d);
      if (!filter) return "";
      attrs.push(`filter="url(#${filter})"`);
    }
    return this.wrapClip(`<path ${attrs.join(" ")}/>`, path.clipId);
  }

  private wrapClip(element: string, clipId: string | undefined): string {
    return clipId ? `<g clip-path="url(#${clipId})">${element}</g>` : element;
  }

  private itemSvg(item: Face | Path2): string {
    return "points" in item ? this.faceSvg(item) : this.pathSvg(item);
  }

  private sortedObjects(): SceneObject[] {
    return [...this.objects].sort((a, b) => b.depth - a.depth);
  }

  private sortedParts(object: SceneObject): Part[] {
    return [...object.parts].sort((a, b) => b.depth - a.depth);
  }

  toSvg(background: Rgb): string {
    const body: string[] = [];
    for (const item of this.shell) body.push(this.itemSvg(item));
    for (const object of this.sortedObjects()) {
      for (const part of this.sortedParts(object)) {
        for (const face of sortFaces(this.camera, part.faces)) body.push(this.faceSvg(face));
        for (const path of part.paths) body.push(this.pathSvg(path));
      }
    }
    return svgDocument(this.width, this.height, this.defs.join(""), body.join(""), css(background));
  }

  /** The emissive layers, one per blur amount, on black. */
  toEmissiveLayers(): SoftLayer[] {
    return this.layers(this.emissive, "#000000");
  }

  /** The shadow layers, one per blur amount, on white. */
  toShadowLayers(): SoftLayer[] {
    return this.layers(this.shadows, "#ffffff");
  }

  private layers(entries: { item: Face | Path2; sigma: number }[], background: string): SoftLayer[] {
    const sigmas = [...new Set(entries.map((e) => e.sigma))].sort((a, b) => a - b);
    return sigmas.map((sigma) => {
      const body = entries
        .filter((e) => e.sigma === sigma)
        .map((e) => this.itemSvg(e.item))
        .join("");
      return { sigma, svg: svgDocument(this.width, this.height, this.defs.join(""), body, background) };
    });
  }

  /**
   * A depth image of the free-standing objects only (0 = room shell), which tells the lighting
   * pass where furniture stands so it does not paint floor sunlight or corner shading over it.
   */
  toDepthMaskSvg(): string {
    const body: string[] = [];
    const gray = (depth: number) => {
      const v = Math.round(Math.min(255, Math.max(1, (depth / DEPTH_RANGE) * 255)));
      return `rgb(${v},${v},${v})`;
    };
    for (const object of this.sortedObjects()) {
      for (const part of this.sortedParts(object)) {
        if (!part.solid) continue;
        for (const face of sortFaces(this.camera, part.faces)) {
          if ((face.opacity ?? 1) < 0.6 || face.blur) continue;
          if (face.cull) {
            const normal = polygonNormal(face.points);
            if (dot(normal, sub(this.camera.position, face.points[0])) <= 0) continue;
          }
          const d = this.pathData(face.points);
          if (d) body.push(`<path d="${d}" fill="${gray(this.camera.depth(centroid(face.points)))}"/>`);
        }
        for (const path of part.paths) {
          if ((path.opacity ?? 1) < 0.6 || path.blur) continue;
          body.push(`<path d="${path.d}" fill="${gray(this.camera.depth(part.anchor))}"/>`);
        }
      }
    }
    return svgDocument(this.width, this.height, "", body.join(""), "#000000", true);
  }
}

/** Screen bounds of the paths this renderer writes: absolute M/L/Q points, or one-arc ellipses. */
function pathBounds(d: string): { x0: number; y0: number; x1: number; y1: number } {
  const arc = /^M(-?[\d.]+) (-?[\d.]+)a(-?[\d.]+) (-?[\d.]+)/.exec(d);
  if (arc) {
    const [x, y, rx, ry] = arc.slice(1).map(Number);
    return { x0: x, y0: y - ry, x1: x + 2 * rx, y1: y + ry };
  }
  const numbers = d.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    box.x0 = Math.min(box.x0, numbers[i]);
    box.x1 = Math.max(box.x1, numbers[i]);
    box.y0 = Math.min(box.y0, numbers[i + 1]);
    box.y1 = Math.max(box.y1, numbers[i + 1]);
  }
  return box;
}

function isColor(paint: Paint): paint is Rgb {
  return Array.isArray(paint);
}

export interface SoftLayer {
  sigma: number;
  svg: string;
}

const BUCKETS = [0, 1.5, 3, 6, 12, 24, 48];

/** Blur amounts are rounded to a few sizes so each size is one layer and one blur. */
function bucket(blur: number): number {
  if (blur <= 0.5) return 0;
  let best = BUCKETS[1];
  for (const b of BUCKETS) if (Math.abs(Math.log(b / blur)) < Math.abs(Math.log(best / blur))) best = b;
  return best;
}

/** Metres of depth mapped onto the mask's 0..255 range. */
export const DEPTH_RANGE = 24;

function svgDocument(
  width: number,
  height: number,
  defs: string,
  body: string,
  background: string,
  crisp = false,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${crisp ? ' shape-rendering="crispEdges"' : ""}><defs>${defs}</defs><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`;
}

function sortFaces(camera: Camera, faces: Face[]): Face[] {
  if (faces.length < 2) return faces;
  return faces
    .map((face) => ({ face, depth: camera.depth(centroid(face.points)) }))
    .sort((a, b) => b.depth - a.depth)
    .map((entry) => entry.face);
}

/** Gradient end points behind the camera would project to nonsense; pull them onto the face. */
function clampToFront(camera: Camera, p: Vec3, face?: Face): Vec3 {
  if (camera.depth(p) > 0.1 || !face) return p;
  const c = centroid(face.points);
  const dc = camera.depth(c);
  const dp = camera.depth(p);
  const t = dc - dp === 0 ? 0 : Math.min(1, (dc - 0.1) / (dc - dp));
  return [c[0] + (p[0] - c[0]) * t, c[1] + (p[1] - c[1]) * t, c[2] + (p[2] - c[2]) * t];
}

export class ObjectBuilder {
  constructor(
    private readonly scene: Scene,
    private readonly object: SceneObject,
  ) {}

  /** A convex part; its faces are culled and sorted among themselves. */
  part(faces: Face[], anchor?: Vec3 | "nearest", solid = true): this {
    const points = faces.flatMap((f) => f.points);
    const camera = this.scene.camera.position;
    // A slab (a table top) sorts by its nearest corner so it covers the legs and pedestals below it.
    const at =
      anchor === "nearest"
        ? points.reduce((best, p) => (length(sub(p, camera)) < length(sub(best, camera)) ? p : best))
        : (anchor ?? centroid(points));
    // Parts of one piece sort by true distance: a table top hides its base from above, an arm
    // hides the seat's side when seen from that side.
    const distance = length(sub(at, this.scene.camera.position));
    this.object.parts.push({ depth: distance, anchor: at, faces, paths: [], solid });
    return this;
  }

  /** Screen-space shapes at a point of the piece (foliage, glass globes). */
  paths(paths: Path2[], at: Vec3, solid = true): this {
    this.object.parts.push({
      depth: length(sub(at, this.scene.camera.position)),
      anchor: at,
      faces: [],
      paths,
      solid,
    });
    return this;
  }
}
