import type { Vec3 } from "./vector";

export interface Point2 {
  x: number;
  y: number;
}

/**
 * A pinhole camera that never pitches: verticals stay vertical, as in architectural photography.
 * Composition is done with a lens shift (the horizon's height in the frame) instead.
 */
export class Camera {
  readonly cos: number;
  readonly sin: number;
  readonly focal: number;
  readonly cx: number;
  readonly cy: number;

  constructor(
    readonly position: Vec3,
    /** Radians; positive turns toward +x. */
    readonly yaw: number,
    /** Horizontal field of view in radians. */
    fov: number,
    readonly width: number,
    readonly height: number,
    /** Where the horizon sits, as a fraction of the frame height from the top. */
    horizon = 0.5,
  ) {
    this.cos = Math.cos(yaw);
    this.sin = Math.sin(yaw);
    this.focal = width / 2 / Math.tan(fov / 2);
    this.cx = width / 2;
    this.cy = height * horizon;
  }

  toView(p: Vec3): Vec3 {
    const dx = p[0] - this.position[0];
    const dy = p[1] - this.position[1];
    const dz = p[2] - this.position[2];
    return [dx * this.cos - dz * this.sin, dy, dx * this.sin + dz * this.cos];
  }

  depth(p: Vec3): number {
    return (p[0] - this.position[0]) * this.sin + (p[2] - this.position[2]) * this.cos;
  }

  projectView(v: Vec3): Point2 {
    return { x: this.cx + (this.focal * v[0]) / v[2], y: this.cy - (this.focal * v[1]) / v[2] };
  }

  project(p: Vec3): Point2 {
    return this.projectView(this.toView(p));
  }

  /** Pixels per metre at a given depth. */
  scaleAt(depth: number): number {
    return this.focal / Math.max(depth, 0.05);
  }

  /** World-space direction of the ray through a pixel (not normalised; its view z is 1). */
  ray(x: number, y: number): Vec3 {
    const vx = (x - this.cx) / this.focal;
    const vy = -(y - this.cy) / this.focal;
    return [vx * this.cos + this.sin, vy, -vx * this.sin + this.cos];
  }
}

const NEAR = 0.08;

/** Clips a polygon (in view space) against the near plane; returns the visible part. */
export function clipNear(points: Vec3[]): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const aIn = a[2] >= NEAR;
    const bIn = b[2] >= NEAR;
    if (aIn) out.push(a);
    if (aIn !== bIn) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  }
  return out;
}
