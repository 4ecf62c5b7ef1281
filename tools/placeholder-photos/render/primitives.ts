import { scale, type Rgb } from "../lib/color";
import type { Face, Scene, Stop } from "./scene";
import { add, centroid, dot, mul, normalize, polygonNormal, rotateY, type Vec3 } from "./vector";

/** Makes a polygon's winding agree with the normal it should face. */
export function orient(points: Vec3[], outward: Vec3): Vec3[] {
  return dot(polygonNormal(points), outward) < 0 ? [...points].reverse() : points;
}

export interface BoxOptions {
  /** Centre of the footprint. */
  x: number;
  z: number;
  /** Bottom. */
  y: number;
  w: number;
  h: number;
  d: number;
  /** Rotation about the vertical axis through the centre, radians. */
  rot?: number;
  color: Rgb;
  /** Colour of the top face, when it differs (a counter top, a cushion). */
  top?: Rgb;
  /** Front face (local +z... facing -z before rotation) colour, for drawer fronts and the like. */
  front?: Rgb;
  /** Upholstery look: faces get a soft rounded falloff toward their edges. */
  soft?: boolean;
  opacity?: number;
}

const boxFaces: { normal: Vec3; corners: number[] }[] = [
  { normal: [0, -1, 0], corners: [0, 1, 5, 4] },
  { normal: [0, 1, 0], corners: [2, 3, 7, 6] },
  { normal: [-1, 0, 0], corners: [0, 2, 6, 4] },
  { normal: [1, 0, 0], corners: [1, 3, 7, 5] },
  { normal: [0, 0, -1], corners: [0, 1, 3, 2] },
  { normal: [0, 0, 1], corners: [4, 5, 7, 6] },
];

/** The eight corners: bit 0 = +x, bit 1 = +y, bit 2 = +z (local, before rotation). */
export function boxCorners(o: BoxOptions): Vec3[] {
  const corners: Vec3[] = [];
  for (let i = 0; i < 8; i++) {
    const local: Vec3 = [
      o.x + (i & 1 ? o.w / 2 : -o.w / 2),
      o.y + (i & 2 ? o.h : 0),
      o.z + (i & 4 ? o.d / 2 : -o.d / 2),
    ];
    corners.push(o.rot ? rotateY(local, o.rot, [o.x, 0, o.z]) : local);
  }
  return corners;
}

export function box(scene: Scene, o: BoxOptions): Face[] {
  const corners = boxCorners(o);
  const faces: Face[] = [];
  for (const spec of boxFaces) {
    const normal = o.rot ? rotateY(spec.normal, o.rot) : spec.normal;
    const points = orient(
      spec.corners.map((i) => corners[i]),
      normal,
    );
    let base = o.color;
    if (spec.normal[1] > 0 && o.top) base = o.top;
    if (spec.normal[2] < 0 && o.front) base = o.front;
    const lit = scene.shadeColor(base, normal);
    // Upholstery edges are rounded: the top face catches a thin highlight along its rim.
    const stroke =
      o.soft && spec.normal[1] > 0 ? { color: scale(lit, 1.1), width: 1.6, opacity: 0.8 } : undefined;
    faces.push({
      points,
      paint: facePaint(points, normal, lit, o.soft),
      cull: true,
      opacity: o.opacity,
      stroke,
    });
  }
  return faces;
}

function facePaint(points: Vec3[], normal: Vec3, lit: Rgb, soft?: boolean): Face["paint"] {
  const ys = points.map((p) => p[1]);
  const top = Math.max(...ys);
  const bottom = Math.min(...ys);
  const c = centroid(points);
  if (Math.abs(normal[1]) < 0.3 && top - bottom > 0.02) {
    const stops: Stop[] = soft
      ? [
          { at: 0, color: scale(lit, 0.9) },
          { at: 0.25, color: scale(lit, 1.05) },
          { at: 0.75, color: scale(lit, 0.97) },
          { at: 1, color: scale(lit, 0.72) },
        ]
      : [
          { at: 0, color: scale(lit, 1.03) },
          { at: 1, color: scale(lit, 0.8) },
        ];
    return { world: { from: [c[0], top, c[2]], to: [c[0], bottom, c[2]], stops } };
  }
  if (soft && normal[1] > 0.5) {
    const zs = points.map((p) => p[2]);
    const far: Vec3 = [c[0], top, Math.max(...zs)];
    const near: Vec3 = [c[0], top, Math.min(...zs)];
    return {
      world: {
        from: far,
        to: near,
        stops: [
          { at: 0, color: scale(lit, 0.88) },
          { at: 0.4, color: scale(lit, 1.04) },
          { at: 1, color: scale(lit, 0.96) },
        ],
      },
    };
  }
  return lit;
}

export interface CylinderOptions {
  x: number;
  z: number;
  y: number;
  h: number;
  r: number;
  /** Top radius for cones and tapered legs; defaults to r. */
  rTop?: number;
  color: Rgb;
  top?: Rgb;
  segments?: number;
  /** Elliptic footprint: x and z radius multipliers. */
  sx?: number;
  sz?: number;
  opacity?: number;
  /** Draw the inside too (lamp shades, bowls seen from above). */
  open?: boolean;
}

export function cylinder(scene: Scene, o: CylinderOptions): Face[] {
  const n = o.segments ?? 28;
  const rTop = o.rTop ?? o.r;
  const sx = o.sx ?? 1;
  const sz = o.sz ?? 1;
  const ring = (radius: number, y: number) =>
    Array.from({ length: n }, (_, i): Vec3 => {
      const a = (i / n) * Math.PI * 2;
      return [o.x + Math.cos(a) * radius * sx, y, o.z + Math.sin(a) * radius * sz];
    });
  const bottom = ring(o.r, o.y);
  const top = ring(rTop, o.y + o.h);
  const slope = (o.r - rTop) / Math.max(o.h, 1e-3);
  const normalAt = (a: number): Vec3 => normalize([Math.cos(a) / sx, slope, Math.sin(a) / sz]);
  const faces: Face[] = [];
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const a0 = (i / n) * Math.PI * 2;
    const a1 = (j / n) * Math.PI * 2;
    const mid = normalAt((a0 + a1) / 2);
    const points = orient([bottom[i], bottom[j], top[j], top[i]], mid);
    const c0 = scene.shadeColor(o.color, normalAt(a0));
    const c1 = scene.shadeColor(o.color, normalAt(a1));
    const midY = o.y + o.h / 2;
    faces.push({
      points,
      cull: !o.open,
      opacity: o.opacity,
      paint: {
        world: {
          from: [bottom[i][0], midY, bottom[i][2]],
          to: [bottom[j][0], midY, bottom[j][2]],
          stops: [
            { at: 0, color: c0 },
            { at: 1, color: c1 },
          ],
        },
      },
    });
  }
  const capColor = o.top ?? o.color;
  faces.push({
    points: orient(top, [0, 1, 0]),
    paint: scene.shadeColor(capColor, [0, 1, 0]),
    cull: true,
    opacity: o.opacity,
  });
  faces.push({
    points: orient(bottom, [0, -1, 0]),
    paint: scene.shadeColor(o.color, [0, -1, 0]),
    cull: true,
    opacity: o.opacity,
  });
  return faces;
}

/** A flat polygon given in the local (u, v) coordinates of a plane. */
export function planePoint(origin: Vec3, u: Vec3, v: Vec3, s: number, t: number): Vec3 {
  return add(add(origin, mul(u, s)), mul(v, t));
}

export function quad(origin: Vec3, u: Vec3, v: Vec3, s0: number, t0: number, s1: number, t1: number): Vec3[] {
  return [
    planePoint(origin, u, v, s0, t0),
    planePoint(origin, u, v, s1, t0),
    planePoint(origin, u, v, s1, t1),
    planePoint(origin, u, v, s0, t1),
  ];
}

/** A circle (as a polygon) in a plane. */
export function disc(origin: Vec3, u: Vec3, v: Vec3, cs: number, ct: number, r: number, n = 32): Vec3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return planePoint(origin, u, v, cs + Math.cos(a) * r, ct + Math.sin(a) * r);
  });
}

/** Screen-space sphere with a soft highlight toward the light. */
export function sphereShape(scene: Scene, center: Vec3, radius: number, color: Rgb, glossy = 0.3) {
  const p = scene.project(center);
  const r = radius * scene.camera.scaleAt(scene.camera.depth(center));
  return {
    d: circlePath(p.x, p.y, r),
    paint: {
      radial: {
        cx: p.x - r * 0.35,
        cy: p.y - r * 0.4,
        rx: r * 1.5,
        ry: r * 1.5,
        stops: [
          { at: 0, color: scale(color, 1.1 + glossy) },
          { at: 0.45, color },
          { at: 1, color: scale(color, 0.45) },
        ],
      },
    },
  };
}

export function circlePath(cx: number, cy: number, r: number): string {
  return `M${(cx - r).toFixed(1)} ${cy.toFixed(1)}a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(2 * r).toFixed(1)} 0a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(-2 * r).toFixed(1)} 0Z`;
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${(cx - rx).toFixed(1)} ${cy.toFixed(1)}a${rx.toFixed(1)} ${ry.toFixed(1)} 0 1 0 ${(2 * rx).toFixed(1)} 0a${rx.toFixed(1)} ${ry.toFixed(1)} 0 1 0 ${(-2 * rx).toFixed(1)} 0Z`;
}

/** A soft elliptical blob lying on a horizontal plane, faded with a radial gradient (no filter). */
export function floorBlob(scene: Scene, center: Vec3, rx: number, rz: number, color: Rgb, opacity: number) {
  const c = scene.project(center);
  const px = scene.project([center[0] + rx, center[1], center[2]]);
  const pz = scene.project([center[0], center[1], center[2] + rz]);
  const sx = Math.max(1, Math.hypot(px.x - c.x, px.y - c.y));
  const sy = Math.max(1, Math.abs(pz.y - c.y) * 1.6);
  return {
    d: ellipsePath(c.x, c.y, sx, sy),
    paint: {
      radial: {
        cx: c.x,
        cy: c.y,
        rx: sx,
        ry: sy,
        stops: [
          { at: 0, color, opacity },
          { at: 0.6, color, opacity: opacity * 0.45 },
          { at: 1, color, opacity: 0 },
        ],
      },
    },
  };
}
