import { css, type Rgb } from "../lib/color";
import { Camera, clipNear, type Point2 } from "./camera";
import { centroid, dot, polygonNormal, sub, type Vec3 } from "./vector";

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
  depth: number;
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
  private readonly overlays: (Face | Path2)[] = [];
  private readonly emissive: (Face | Path2)[] = [];
  private readonly defs: string[] = [];
  private readonly filters = new Map<number, string>();
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

  addOverlay(item: Face | Path2): void {
    this.overlays.push(item);
  }

  /** Light sources (bulbs, glowing shades, cove strips): added on top after the lighting pass. */
  addEmissive(item: Face | Path2): void {
    this.emissive.push(item);
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

  private blurFilter(std: number): string {
    const key = Math.max(0.3, Math.round(std * 2) / 2);
    let id = this.filters.get(key);
    if (!id) {
      id = `b${this.nextId++}`;
      this.filters.set(key, id);
      this.defs.push(
        `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${key}"/></filter>`,
      );
    }
    return id;
  }

  private paintRef(paint: Paint, face?: Face): string {
    if (Array.isArray(paint)) return css(paint as Rgb);
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
    if (face.shade && Array.isArray(paint)) {
      paint = this.shadeColor(paint as Rgb, polygonNormal(face.points));
    }
    const attrs = [`d="${d}"`, `fill="${this.paintRef(paint, face)}"`];
    if (face.opacity !== undefined && face.opacity < 1) attrs.push(`fill-opacity="${face.opacity.toFixed(3)}"`);
    if (face.stroke) {
      attrs.push(
        `stroke="${css(face.stroke.color)}" stroke-width="${face.stroke.width.toFixed(2)}" stroke-linejoin="round"`,
      );
      if (face.stroke.opacity !== undefined) attrs.push(`stroke-opacity="${face.stroke.opacity.toFixed(3)}"`);
    }
    if (face.blur) attrs.push(`filter="url(#${this.blurFilter(face.blur)})"`);
    return this.wrapClip(`<path ${attrs.join(" ")}/>`, face.clipId);
  }

  private pathSvg(path: Path2): string {
    const attrs = [`d="${path.d}"`, `fill="${this.paintRef(path.paint)}"`];
    if (path.opacity !== undefined && path.opacity < 1) attrs.push(`fill-opacity="${path.opacity.toFixed(3)}"`);
    if (path.blur) attrs.push(`filter="url(#${this.blurFilter(path.blur)})"`);
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
    for (const item of this.overlays) body.push(this.itemSvg(item));
    return svgDocument(this.width, this.height, this.defs.join(""), body.join(""), css(background));
  }

  toEmissiveSvg(): string | null {
    if (this.emissive.length === 0) return null;
    const body = this.emissive.map((item) => this.itemSvg(item)).join("");
    return svgDocument(this.width, this.height, this.defs.join(""), body, "#000000");
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
          body.push(`<path d="${path.d}" fill="${gray(part.depth)}"/>`);
        }
      }
    }
    return svgDocument(this.width, this.height, "", body.join(""), "#000000", true);
  }
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
  part(faces: Face[], anchor?: Vec3, solid = true): this {
    const at = anchor ?? centroid(faces.flatMap((f) => f.points));
    this.object.parts.push({ depth: this.scene.camera.depth(at), faces, paths: [], solid });
    return this;
  }

  paths(paths: Path2[], depth: number, solid = true): this {
    this.object.parts.push({ depth, faces: [], paths, solid });
    return this;
  }
}
