import { hex, jitter, mix, scale, type Rgb } from "../lib/color";
import type { Random } from "../lib/random";
import {
  box,
  circlePath,
  cylinder,
  disc,
  ellipsePath,
  floorBlob,
  sphereShape,
  type BoxOptions,
} from "./primitives";
import type { ObjectBuilder, Path2, Scene } from "./scene";
import { rotateY, type Vec3 } from "./vector";

/** Rotations that make a piece's front face a direction (its front is local -z). */
export const FACING = { camera: 0, right: -Math.PI / 2, left: Math.PI / 2, away: Math.PI } as const;

/** A piece's position on the floor; local offsets are turned with it. */
export class Placement {
  constructor(
    readonly x: number,
    readonly z: number,
    readonly rot = 0,
  ) {}

  at(dx: number, dz: number): [number, number] {
    const p = rotateY([this.x + dx, 0, this.z + dz], this.rot, [this.x, 0, this.z]);
    return [p[0], p[2]];
  }

  point(dx: number, y: number, dz: number): Vec3 {
    const [x, z] = this.at(dx, dz);
    return [x, y, z];
  }

  box(
    scene: Scene,
    dx: number,
    y: number,
    dz: number,
    w: number,
    h: number,
    d: number,
    color: Rgb,
    extra: Partial<BoxOptions> = {},
  ) {
    const [x, z] = this.at(dx, dz);
    return box(scene, { x, z, y, w, h, d, rot: this.rot + (extra.rot ?? 0), color, ...withoutRot(extra) });
  }
}

function withoutRot(extra: Partial<BoxOptions>): Partial<BoxOptions> {
  const { rot: _rot, ...rest } = extra;
  return rest;
}

/** Soft contact shadow on the floor under a footprint (metres), blurred in proportion to distance. */
export function floorShadow(
  scene: Scene,
  place: Placement,
  w: number,
  d: number,
  strength = 0.45,
  spread = 0.12,
): void {
  const pts = [
    place.point(-w / 2 - spread / 2, 0.002, -d / 2 - spread / 2),
    place.point(w / 2 + spread / 2, 0.002, -d / 2 - spread / 2),
    place.point(w / 2 + spread / 2, 0.002, d / 2 + spread / 2),
    place.point(-w / 2 - spread / 2, 0.002, d / 2 + spread / 2),
  ];
  const depth = scene.camera.depth([place.x, 0, place.z]);
  const blur = spread * scene.camera.scaleAt(depth) * 0.6 + 2;
  scene.addShadow(pts, strength, blur);
  // A tighter, darker core where the piece meets the floor.
  const core = [
    place.point(-w / 2 + 0.02, 0.003, -d / 2 + 0.02),
    place.point(w / 2 - 0.02, 0.003, -d / 2 + 0.02),
    place.point(w / 2 - 0.02, 0.003, d / 2 - 0.02),
    place.point(-w / 2 + 0.02, 0.003, d / 2 - 0.02),
  ];
  scene.addShadow(core, strength * 0.9, blur * 0.3 + 1);
}

function legs(
  scene: Scene,
  obj: ObjectBuilder,
  place: Placement,
  w: number,
  d: number,
  h: number,
  color: Rgb,
  thickness = 0.04,
  inset = 0.05,
) {
  for (const [sx, sz] of [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ]) {
    const dx = sx * (w / 2 - inset);
    const dz = sz * (d / 2 - inset);
    obj.part(place.box(scene, dx, 0, dz, thickness, h, thickness, color));
  }
}

export interface SofaOptions {
  place: Placement;
  width: number;
  depth?: number;
  color: Rgb;
  legColor?: Rgb;
  pillows?: Rgb[];
  seats?: number;
  /** Low and modern, or with taller rolled-style arms. */
  style?: "modern" | "classic";
  random: Random;
}

export function sofa(scene: Scene, o: SofaOptions): void {
  const { place, width, color } = o;
  const depth = o.depth ?? 0.92;
  const classic = o.style === "classic";
  const armW = classic ? 0.2 : 0.15;
  const armH = classic ? 0.66 : 0.58;
  const legH = classic ? 0.12 : 0.09;
  const seats = o.seats ?? Math.max(1, Math.round((width - 2 * armW) / 0.72));
  floorShadow(scene, place, width, depth, 0.55, 0.18);
  wallContactShadow(scene, place, width, 0.75, depth + 0.2, 0.35);
  const obj = scene.object(place.point(0, 0, 0));
  const legColor = o.legColor ?? hex("#2a1f17");
  legs(scene, obj, place, width, depth, legH, legColor, 0.035, 0.07);
  obj.part(place.box(scene, 0, legH, 0.03, width - 0.02, 0.22, depth - 0.06, scale(color, 0.93)));
  obj.part(
    place.box(
      scene,
      0,
      legH,
      depth / 2 - 0.11,
      width - 0.04,
      0.72 - legH + (classic ? 0.1 : 0),
      0.2,
      scale(color, 0.96),
      { soft: true },
    ),
  );
  const inner = width - 2 * armW;
  const seatW = inner / seats;
  for (let i = 0; i < seats; i++) {
    const dx = -inner / 2 + seatW * (i + 0.5);
    obj.part(
      place.box(
        scene,
        dx,
        legH + 0.22,
        -0.08,
        seatW - 0.012,
        0.14,
        depth - 0.26,
        jitter(color, 0.02, o.random.next),
        {
          soft: true,
        },
      ),
    );
    obj.part(
      place.box(
        scene,
        dx,
        legH + 0.36,
        depth / 2 - 0.29,
        seatW - 0.02,
        0.38,
        0.2,
        jitter(color, 0.02, o.random.next),
        {
          soft: true,
        },
      ),
    );
  }
  for (const side of [-1, 1]) {
    obj.part(
      place.box(scene, side * (width / 2 - armW / 2), legH, 0, armW, armH - legH, depth, scale(color, 0.98), {
        soft: true,
      }),
    );
  }
  const pillows = o.pillows ?? [];
  pillows.forEach((pillowColor, i) => {
    const side = i % 2 === 0 ? -1 : 1;
    const slot = Math.floor(i / 2);
    const dx = side * (inner / 2 - 0.22 - slot * 0.34);
    obj.part(
      place.box(scene, dx, legH + 0.36, depth / 2 - 0.42, 0.42, 0.4, 0.12, pillowColor, {
        soft: true,
        rot: o.random.range(-0.15, 0.15),
      }),
    );
  });
}

export function armchair(
  scene: Scene,
  o: { place: Placement; color: Rgb; legColor?: Rgb; random: Random; wood?: Rgb },
): void {
  const { place, color } = o;
  const w = 0.78;
  const d = 0.8;
  floorShadow(scene, place, w, d, 0.5, 0.15);
  const obj = scene.object(place.point(0, 0, 0));
  legs(scene, obj, place, w, d, 0.16, o.legColor ?? hex("#2a1f17"), 0.035, 0.06);
  obj.part(place.box(scene, 0, 0.16, 0.02, w - 0.04, 0.18, d - 0.06, scale(color, 0.92)));
  obj.part(place.box(scene, 0, 0.34, -0.05, w - 0.26, 0.1, d - 0.22, color, { soft: true }));
  obj.part(place.box(scene, 0, 0.16, d / 2 - 0.09, w - 0.04, 0.62, 0.16, scale(color, 0.97), { soft: true }));
  for (const side of [-1, 1]) {
    obj.part(
      place.box(scene, side * (w / 2 - 0.07), 0.16, 0, 0.13, 0.44, d, scale(color, 0.98), { soft: true }),
    );
  }
}

export function coffeeTable(
  scene: Scene,
  o: {
    place: Placement;
    w: number;
    d: number;
    h?: number;
    top: Rgb;
    base: Rgb;
    round?: boolean;
    random: Random;
    decor?: boolean;
  },
): void {
  const { place } = o;
  const h = o.h ?? 0.4;
  floorShadow(scene, place, o.w, o.d, 0.4, 0.1);
  const obj = scene.object(place.point(0, 0, 0));
  if (o.round) {
    obj.part(
      cylinder(scene, {
        x: place.x,
        z: place.z,
        y: 0,
        h: h - 0.04,
        r: o.w * 0.32,
        color: o.base,
        segments: 28,
      }),
    );
    obj.part(
      cylinder(scene, {
        x: place.x,
        z: place.z,
        y: h - 0.04,
        h: 0.04,
        r: o.w / 2,
        color: o.top,
        segments: 40,
      }),
    );
  } else {
    obj.part(place.box(scene, 0, 0, 0, o.w - 0.12, h - 0.04, o.d - 0.12, o.base));
    obj.part(place.box(scene, 0, h - 0.04, 0, o.w, 0.04, o.d, o.base, { top: o.top }), "nearest");
  }
  if (o.decor !== false) tableDecor(scene, obj, place, h, Math.min(o.w, o.d), o.random);
}

/** A few objects on a table top: a bowl, a stack of books, a vase. */
export function tableDecor(
  scene: Scene,
  obj: ObjectBuilder,
  place: Placement,
  top: number,
  span: number,
  random: Random,
): void {
  const bookColors = [hex("#d9cbb5"), hex("#3f4a44"), hex("#a0522d"), hex("#e8e1d4"), hex("#2d2f35")];
  const [bx, bz] = place.at(-span * 0.18, 0.02);
  let y = top;
  for (let i = 0; i < random.int(2, 3); i++) {
    const th = random.range(0.025, 0.04);
    obj.part(
      box(scene, {
        x: bx,
        z: bz,
        y,
        w: 0.3,
        h: th,
        d: 0.22,
        rot: place.rot + random.range(-0.2, 0.2),
        color: random.pick(bookColors),
      }),
    );
    y += th;
  }
  const [vx, vz] = place.at(span * 0.2, -0.02);
  const vase = random.pick([hex("#efe9df"), hex("#2c2a28"), hex("#b9825a"), hex("#8f9a86")]);
  obj.part(
    cylinder(scene, {
      x: vx,
      z: vz,
      y: top,
      h: random.range(0.12, 0.26),
      r: 0.06,
      rTop: 0.035,
      color: vase,
      segments: 20,
    }),
  );
}

export interface RugOptions {
  place: Placement;
  w: number;
  d: number;
  color: Rgb;
  border?: Rgb;
  pattern?: "plain" | "border" | "stripes" | "medallion" | "abstract";
  accent?: Rgb;
  random: Random;
}

/** A rug lies on the floor, so it is part of the shell and is lit like the floor. */
export function rug(scene: Scene, o: RugOptions): void {
  const { place, w, d } = o;
  const corner = (dx: number, dz: number) => place.point(dx, 0.004, dz);
  const outline = [
    corner(-w / 2, -d / 2),
    corner(w / 2, -d / 2),
    corner(w / 2, d / 2),
    corner(-w / 2, d / 2),
  ];
  scene.addShell(outline, { paint: o.color });
  const pattern = o.pattern ?? "plain";
  const accent = o.accent ?? o.border ?? scale(o.color, 0.8);
  const clip = scene.clipPath(outline);
  if (pattern === "border" || pattern === "medallion") {
    const b = 0.12;
    const ring = [
      corner(-w / 2 + b, -d / 2 + b),
      corner(w / 2 - b, -d / 2 + b),
      corner(w / 2 - b, d / 2 - b),
      corner(-w / 2 + b, d / 2 - b),
    ];
    scene.addShell(ring, { paint: o.color, stroke: { color: accent, width: 2.2, opacity: 0.8 } });
    scene.addShell(outline, {
      paint: o.color,
      opacity: 0,
      stroke: { color: o.border ?? accent, width: 3, opacity: 0.9 },
    });
    if (pattern === "medallion") {
      const pts = disc([place.x, 0.005, place.z], [1, 0, 0], [0, 0, 1], 0, 0, Math.min(w, d) * 0.22, 40);
      scene.addShell(pts, { paint: accent, opacity: 0.55 });
    }
  } else if (pattern === "stripes") {
    const n = o.random.int(4, 9);
    for (let i = 0; i < n; i++) {
      const t = -d / 2 + ((i + 0.5) / n) * d;
      const th = o.random.range(0.03, 0.12);
      scene.addShell([corner(-w / 2, t), corner(w / 2, t), corner(w / 2, t + th), corner(-w / 2, t + th)], {
        paint: accent,
        opacity: 0.55,
        clipId: clip,
      });
    }
  } else if (pattern === "abstract") {
    for (let i = 0; i < 5; i++) {
      const cx = o.random.range(-w / 2, w / 2);
      const cz = o.random.range(-d / 2, d / 2);
      const r = o.random.range(0.2, 0.7);
      const pts: Vec3[] = Array.from({ length: 24 }, (_, k) => {
        const a = (k / 24) * Math.PI * 2;
        const rr = r * (0.8 + 0.2 * Math.sin(a * 3 + i));
        return place.point(cx + Math.cos(a) * rr, 0.005, cz + Math.sin(a) * rr * 0.7);
      });
      scene.addShell(pts, { paint: i % 2 ? accent : mix(o.color, accent, 0.5), opacity: 0.5, clipId: clip });
    }
  }
  // Pile texture: a faint, blurred mottle.
  for (let i = 0; i < 10; i++) {
    const center = place.point(o.random.range(-w / 2, w / 2), 0.006, o.random.range(-d / 2, d / 2));
    const r = o.random.range(0.3, 0.8);
    scene.addShellPath({
      ...floorBlob(scene, center, r, r, jitter(o.color, 0.15, o.random.next), 0.35),
      clipId: clip,
    });
  }
}

export function floorLamp(
  scene: Scene,
  o: { place: Placement; shade: Rgb; metal: Rgb; height?: number; lit: boolean },
): Vec3 {
  const { place } = o;
  const h = o.height ?? 1.6;
  floorShadow(scene, place, 0.3, 0.3, 0.35, 0.08);
  const obj = scene.object(place.point(0, 0, 0));
  obj.part(cylinder(scene, { x: place.x, z: place.z, y: 0, h: 0.025, r: 0.14, color: o.metal }));
  obj.part(
    cylinder(scene, { x: place.x, z: place.z, y: 0.02, h: h - 0.3, r: 0.012, color: o.metal, segments: 8 }),
  );
  const shade = cylinder(scene, {
    x: place.x,
    z: place.z,
    y: h - 0.32,
    h: 0.3,
    r: 0.22,
    rTop: 0.16,
    color: o.shade,
    segments: 28,
  });
  obj.part(shade);
  const bulb: Vec3 = [place.x, h - 0.2, place.z];
  if (o.lit) lampGlow(scene, bulb, 0.32, 0.4);
  return bulb;
}

export function tableLamp(
  scene: Scene,
  o: { x: number; z: number; y: number; base: Rgb; shade: Rgb; lit: boolean; anchor?: ObjectBuilder },
): Vec3 {
  const obj = o.anchor ?? scene.object([o.x, o.y, o.z]);
  obj.part(
    cylinder(scene, { x: o.x, z: o.z, y: o.y, h: 0.3, r: 0.075, rTop: 0.05, color: o.base, segments: 20 }),
  );
  obj.part(
    cylinder(scene, {
      x: o.x,
      z: o.z,
      y: o.y + 0.28,
      h: 0.24,
      r: 0.18,
      rTop: 0.13,
      color: o.shade,
      segments: 28,
    }),
  );
  const bulb: Vec3 = [o.x, o.y + 0.38, o.z];
  if (o.lit) lampGlow(scene, bulb, 0.28, 0.35);
  return bulb;
}

export function lampGlow(
  scene: Scene,
  at: Vec3,
  radius: number,
  strength = 0.55,
  color = hex("#ffd8a0"),
): void {
  const p = scene.project(at);
  const r = radius * scene.camera.scaleAt(scene.camera.depth(at));
  if (!Number.isFinite(r) || scene.camera.depth(at) <= 0.1) return;
  scene.addEmissive({
    d: circlePath(p.x, p.y, r),
    paint: {
      radial: {
        cx: p.x,
        cy: p.y,
        rx: r,
        ry: r,
        stops: [
          { at: 0, color, opacity: strength },
          { at: 0.35, color, opacity: strength * 0.35 },
          { at: 1, color, opacity: 0 },
        ],
      },
    },
  });
}

export type PendantKind = "dome" | "globe" | "cylinder" | "cone" | "drum" | "linear";

export function pendant(
  scene: Scene,
  o: {
    x: number;
    z: number;
    ceiling: number;
    drop: number;
    kind: PendantKind;
    color: Rgb;
    lit: boolean;
    length?: number;
    rot?: number;
  },
): Vec3 {
  const bottom = o.ceiling - o.drop;
  const obj = scene.object([o.x, bottom, o.z], -30);
  const cord = hex("#1c1a18");
  if (o.kind === "linear") {
    const len = o.length ?? 1.8;
    const place = new Placement(o.x, o.z, o.rot ?? 0);
    for (const side of [-1, 1]) {
      obj.part(place.box(scene, side * (len / 2 - 0.1), bottom + 0.05, 0, 0.006, o.drop - 0.05, 0.006, cord));
    }
    obj.part(place.box(scene, 0, bottom, 0, len, 0.06, 0.08, o.color));
    if (o.lit) {
      const a = scene.project(place.point(-len / 2, bottom - 0.005, 0));
      const b = scene.project(place.point(len / 2, bottom - 0.005, 0));
      scene.addEmissive({
        d: `M${a.x} ${a.y}L${b.x} ${b.y}L${b.x} ${b.y + 3}L${a.x} ${a.y + 3}Z`,
        paint: hex("#fff3e0"),
        opacity: 0.9,
        blur: 2,
      });
      lampGlow(scene, [o.x, bottom - 0.1, o.z], len * 0.5, 0.25);
    }
    return [o.x, bottom - 0.05, o.z];
  }
  obj.part(
    cylinder(scene, { x: o.x, z: o.z, y: bottom + 0.1, h: o.drop - 0.1, r: 0.004, color: cord, segments: 6 }),
  );
  let bulbY = bottom + 0.06;
  switch (o.kind) {
    case "dome":
      obj.part(
        cylinder(scene, {
          x: o.x,
          z: o.z,
          y: bottom,
          h: 0.12,
          r: 0.24,
          rTop: 0.1,
          color: o.color,
          segments: 36,
          open: true,
        }),
      );
      obj.part(
        cylinder(scene, {
          x: o.x,
          z: o.z,
          y: bottom + 0.12,
          h: 0.06,
          r: 0.1,
          rTop: 0.03,
          color: o.color,
          segments: 24,
        }),
      );
      break;
    case "cone":
      obj.part(
        cylinder(scene, {
          x: o.x,
          z: o.z,
          y: bottom,
          h: 0.28,
          r: 0.16,
          rTop: 0.02,
          color: o.color,
          segments: 30,
        }),
      );
      break;
    case "cylinder":
      obj.part(cylinder(scene, { x: o.x, z: o.z, y: bottom, h: 0.3, r: 0.08, color: o.color, segments: 24 }));
      break;
    case "drum":
      obj.part(
        cylinder(scene, { x: o.x, z: o.z, y: bottom, h: 0.28, r: 0.32, color: o.color, segments: 40 }),
      );
      bulbY = bottom + 0.1;
      break;
    case "globe": {
      const c: Vec3 = [o.x, bottom + 0.14, o.z];
      const sphere = sphereShape(scene, c, 0.16, o.color, 0.6);
      obj.paths([{ d: sphere.d, paint: sphere.paint }], c);
      bulbY = bottom + 0.14;
      if (o.lit) lampGlow(scene, c, 0.3, 0.8, hex("#fff0d8"));
      break;
    }
  }
  if (o.lit && o.kind !== "globe") {
    const under = scene.project([o.x, bottom, o.z]);
    const r =
      (o.kind === "drum" ? 0.3 : o.kind === "dome" ? 0.22 : 0.12) *
      scene.camera.scaleAt(scene.camera.depth([o.x, bottom, o.z]));
    if (scene.camera.position[1] < bottom) {
      scene.addEmissive({
        d: ellipsePath(under.x, under.y, r, r * 0.25),
        paint: hex("#fff1d6"),
        opacity: 0.9,
        blur: 1.5,
      });
    }
    lampGlow(scene, [o.x, bottom - 0.02, o.z], 0.45, 0.35);
  }
  return [o.x, bulbY, o.z];
}

export function chandelier(
  scene: Scene,
  o: {
    x: number;
    z: number;
    ceiling: number;
    drop: number;
    color: Rgb;
    radius: number;
    lit: boolean;
    random: Random;
  },
): Vec3 {
  const bottom = o.ceiling - o.drop;
  const obj = scene.object([o.x, bottom, o.z], -30);
  obj.part(
    cylinder(scene, {
      x: o.x,
      z: o.z,
      y: bottom + 0.2,
      h: o.drop - 0.2,
      r: 0.006,
      color: hex("#2a2520"),
      segments: 6,
    }),
  );
  obj.part(
    cylinder(scene, { x: o.x, z: o.z, y: bottom + 0.18, h: 0.02, r: o.radius, color: o.color, segments: 40 }),
  );
  const count = 10;
  const globes: Path2[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const c: Vec3 = [
      o.x + Math.cos(a) * o.radius,
      bottom + 0.1 + (i % 2) * 0.08,
      o.z + Math.sin(a) * o.radius,
    ];
    const s = sphereShape(scene, c, 0.06, hex("#fff5e6"), 0.7);
    globes.push({ d: s.d, paint: s.paint });
    if (o.lit) lampGlow(scene, c, 0.16, 0.7, hex("#fff2dc"));
  }
  obj.paths(globes, [o.x, bottom + 0.1, o.z]);
  return [o.x, bottom + 0.1, o.z];
}

export function diningTable(
  scene: Scene,
  o: {
    place: Placement;
    w: number;
    d: number;
    top: Rgb;
    base: Rgb;
    chair: Rgb;
    chairFrame: Rgb;
    random: Random;
    round?: boolean;
    chairs?: number;
  },
): void {
  const { place } = o;
  floorShadow(scene, place, o.w, o.d, 0.35, 0.2);
  const table = scene.object(place.point(0, 0, 0));
  if (o.round) {
    table.part(
      cylinder(scene, { x: place.x, z: place.z, y: 0, h: 0.71, r: 0.12, rTop: 0.08, color: o.base }),
    );
    table.part(
      cylinder(scene, { x: place.x, z: place.z, y: 0.71, h: 0.04, r: o.w / 2, color: o.top, segments: 44 }),
    );
  } else {
    legs(scene, table, place, o.w, o.d, 0.71, o.base, 0.07, 0.12);
    table.part(place.box(scene, 0, 0.71, 0, o.w, 0.045, o.d, o.top, { top: o.top }), "nearest");
  }
  tableDecor(scene, table, place, 0.755, Math.min(o.w, o.d) * 0.8, o.random);
  const seats: [number, number, number][] = [];
  if (o.round) {
    const n = o.chairs ?? 4;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + Math.PI / 4;
      const r = o.w / 2 + 0.2;
      seats.push([Math.cos(a) * r, Math.sin(a) * r, Math.atan2(Math.cos(a), Math.sin(a)) + Math.PI]);
    }
  } else {
    const perSide = Math.max(1, Math.round(o.w / 0.65) - 1);
    for (let i = 0; i < perSide; i++) {
      const dx = -o.w / 2 + (o.w / perSide) * (i + 0.5);
      seats.push([dx, -o.d / 2 - 0.22, FACING.away]);
      seats.push([dx, o.d / 2 + 0.22, FACING.camera]);
    }
    if (o.w > 1.6) {
      seats.push([-o.w / 2 - 0.25, 0, FACING.right]);
      seats.push([o.w / 2 + 0.25, 0, FACING.left]);
    }
  }
  for (const [dx, dz, facing] of seats) {
    const [x, z] = place.at(dx, dz);
    diningChair(scene, {
      place: new Placement(x, z, place.rot + facing),
      seat: o.chair,
      frame: o.chairFrame,
    });
  }
}

export function diningChair(
  scene: Scene,
  o: { place: Placement; seat: Rgb; frame: Rgb; back?: number },
): void {
  const { place } = o;
  const w = 0.46;
  const d = 0.5;
  floorShadow(scene, place, w, d, 0.3, 0.1);
  const obj = scene.object(place.point(0, 0, 0));
  legs(scene, obj, place, w, d, 0.45, o.frame, 0.03, 0.03);
  obj.part(place.box(scene, 0, 0.42, 0, w, 0.07, d, o.seat, { soft: true }));
  obj.part(place.box(scene, 0, 0.49, d / 2 - 0.04, w - 0.02, o.back ?? 0.42, 0.06, o.seat, { soft: true }));
}

export function bed(
  scene: Scene,
  o: {
    place: Placement;
    w: number;
    l: number;
    frame: Rgb;
    linen: Rgb;
    throwColor: Rgb;
    pillows: Rgb[];
    headboard: Rgb;
    random: Random;
  },
): void {
  const { place } = o;
  floorShadow(scene, place, o.w + 0.1, o.l, 0.5, 0.2);
  wallContactShadow(scene, place, o.w + 0.4, 1.3, o.l + 0.2, 0.35);
  const obj = scene.object(place.point(0, 0, 0));
  // Local -z is the foot of the bed (toward the camera when facing it).
  obj.part(place.box(scene, 0, 0.08, 0, o.w + 0.08, 0.28, o.l, o.frame));
  obj.part(place.box(scene, 0, 0.36, -0.02, o.w, 0.22, o.l - 0.1, o.linen, { soft: true }));
  obj.part(place.box(scene, 0, 0.45, -o.l / 2 + 0.35, o.w + 0.04, 0.15, 0.55, o.throwColor, { soft: true }));
  obj.part(place.box(scene, 0, 0, o.l / 2 + 0.04, o.w + 0.3, 1.25, 0.12, o.headboard, { soft: true }));
  const pw = o.w / 2 - 0.08;
  o.pillows.forEach((color, i) => {
    const row = Math.floor(i / 2);
    const side = i % 2 === 0 ? -1 : 1;
    obj.part(
      place.box(
        scene,
        side * (pw / 2 + 0.03),
        0.56,
        o.l / 2 - 0.2 - row * 0.14,
        pw - row * 0.12,
        0.32 - row * 0.06,
        0.14,
        color,
        {
          soft: true,
          rot: o.random.range(-0.06, 0.06),
        },
      ),
    );
  });
}

export function nightstand(
  scene: Scene,
  o: { place: Placement; color: Rgb; handle: Rgb; lamp?: { base: Rgb; shade: Rgb; lit: boolean } },
): Vec3 | null {
  const { place } = o;
  floorShadow(scene, place, 0.5, 0.42, 0.4, 0.08);
  wallContactShadow(scene, place, 0.5, 0.56, 0.42, 0.3);
  const obj = scene.object(place.point(0, 0, 0));
  obj.part(place.box(scene, 0, 0.06, 0, 0.5, 0.5, 0.42, o.color));
  obj.part(place.box(scene, 0, 0.0, 0, 0.44, 0.06, 0.36, scale(o.color, 0.5)));
  obj.part(place.box(scene, 0, 0.37, -0.212, 0.44, 0.004, 0.004, scale(o.color, 0.55)));
  obj.part(place.box(scene, 0, 0.46, -0.22, 0.12, 0.015, 0.01, o.handle));
  if (!o.lamp) return null;
  return tableLamp(scene, {
    x: place.x,
    z: place.z,
    y: 0.56,
    base: o.lamp.base,
    shade: o.lamp.shade,
    lit: o.lamp.lit,
    anchor: obj,
  });
}

/** A run of cabinets against a wall, with door gaps and handles on the front. */
export function cabinetRun(
  scene: Scene,
  o: {
    place: Placement;
    w: number;
    d: number;
    y: number;
    h: number;
    color: Rgb;
    doors: number;
    handle: Rgb;
    top?: Rgb;
    topThickness?: number;
    drawers?: boolean;
  },
): void {
  const { place } = o;
  if (o.y < 0.05) floorShadow(scene, place, o.w, o.d, 0.3, 0.08);
  wallContactShadow(scene, place, o.w, o.y + o.h, o.d, 0.3);
  const obj = scene.object(place.point(0, o.y, 0));
  if (o.y < 0.05) obj.part(place.box(scene, 0, 0, 0.03, o.w, 0.1, o.d - 0.06, scale(o.color, 0.35)));
  const body = o.y < 0.05 ? 0.1 : 0;
  obj.part(place.box(scene, 0, o.y + body, 0, o.w, o.h - body, o.d, o.color));
  const front = -o.d / 2 - 0.002;
  const gap = scale(o.color, 0.5);
  for (let i = 1; i < o.doors; i++) {
    const dx = -o.w / 2 + (o.w / o.doors) * i;
    obj.part(
      place.box(scene, dx, o.y + body, front, 0.004, o.h - body, 0.002, gap),
      place.point(dx, o.y + o.h / 2, front - 0.01),
    );
  }
  for (let i = 0; i < o.doors; i++) {
    const dx = -o.w / 2 + (o.w / o.doors) * (i + 0.5);
    const hy = o.y < 0.05 ? o.y + o.h - 0.08 : o.y + 0.06;
    obj.part(
      place.box(
        scene,
        dx + (i % 2 ? -1 : 1) * (o.w / o.doors / 2 - 0.06),
        hy - 0.1,
        front - 0.012,
        0.012,
        0.16,
        0.012,
        o.handle,
      ),
      place.point(dx, hy, front - 0.03),
    );
    if (o.drawers && o.y < 0.05) {
      obj.part(
        place.box(scene, dx, o.y + o.h - 0.2, front, o.w / o.doors - 0.01, 0.004, 0.002, gap),
        place.point(dx, o.y + o.h - 0.2, front - 0.01),
      );
    }
  }
  if (o.top) {
    const t = o.topThickness ?? 0.04;
    obj.part(
      place.box(scene, 0, o.y + o.h, -0.02, o.w + 0.02, t, o.d + 0.04, o.top, { top: o.top }),
      "nearest",
    );
  }
}

export function officeChair(
  scene: Scene,
  o: { place: Placement; color: Rgb; frame: Rgb; high?: boolean },
): void {
  const { place } = o;
  floorShadow(scene, place, 0.6, 0.6, 0.3, 0.1);
  const obj = scene.object(place.point(0, 0, 0));
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    obj.part(
      place.box(scene, Math.cos(a) * 0.15, 0.04, Math.sin(a) * 0.15, 0.3, 0.035, 0.04, o.frame, { rot: -a }),
    );
  }
  obj.part(
    cylinder(scene, { x: place.x, z: place.z, y: 0.06, h: 0.36, r: 0.025, color: o.frame, segments: 10 }),
  );
  obj.part(place.box(scene, 0, 0.42, 0, 0.5, 0.08, 0.48, o.color, { soft: true }));
  const back = o.high ? 0.6 : 0.48;
  obj.part(place.box(scene, 0, 0.55, 0.24, 0.46, back, 0.07, o.color, { soft: true, rot: 0 }));
}

export function desk(
  scene: Scene,
  o: {
    place: Placement;
    w: number;
    d: number;
    top: Rgb;
    base: Rgb;
    panel?: boolean;
    monitor?: boolean;
    random: Random;
    screen?: Rgb;
  },
): ObjectBuilder {
  const { place } = o;
  floorShadow(scene, place, o.w, o.d, 0.3, 0.12);
  const obj = scene.object(place.point(0, 0, 0));
  if (o.panel) {
    obj.part(place.box(scene, -o.w / 2 + 0.03, 0, 0, 0.05, 0.72, o.d - 0.02, o.base));
    obj.part(place.box(scene, o.w / 2 - 0.03, 0, 0, 0.05, 0.72, o.d - 0.02, o.base));
    obj.part(place.box(scene, 0, 0.25, o.d / 2 - 0.05, o.w - 0.1, 0.45, 0.02, o.base));
  } else {
    legs(scene, obj, place, o.w, o.d, 0.72, o.base, 0.04, 0.05);
  }
  obj.part(place.box(scene, 0, 0.72, 0, o.w, 0.035, o.d, o.top, { top: o.top }), "nearest");
  if (o.monitor) {
    const screen = o.screen ?? hex("#22262b");
    obj.part(place.box(scene, 0, 0.755, o.d / 2 - 0.2, 0.2, 0.01, 0.16, hex("#2b2b2b")));
    obj.part(place.box(scene, 0, 0.765, o.d / 2 - 0.16, 0.04, 0.2, 0.03, hex("#2b2b2b")));
    obj.part(place.box(scene, 0, 0.86, o.d / 2 - 0.2, 0.62, 0.38, 0.025, hex("#1b1c1e"), { front: screen }));
    obj.part(place.box(scene, -0.05, 0.755, -o.d / 2 + 0.25, 0.44, 0.015, 0.14, hex("#dcdcdc")));
  }
  return obj;
}

export type PlantKind = "tree" | "palm" | "snake" | "bush" | "monstera" | "olive";

export function plant(
  scene: Scene,
  o: { x: number; z: number; size: number; pot: Rgb; kind: PlantKind; random: Random; y?: number },
): void {
  const y0 = o.y ?? 0;
  const potH = 0.2 + o.size * 0.2;
  const potR = 0.12 + o.size * 0.09;
  if (y0 < 0.01) floorShadow(scene, new Placement(o.x, o.z), potR * 2, potR * 2, 0.45, 0.1);
  const obj = scene.object([o.x, y0, o.z]);
  obj.part(
    cylinder(scene, {
      x: o.x,
      z: o.z,
      y: y0,
      h: potH,
      r: potR * 0.8,
      rTop: potR,
      color: o.pot,
      segments: 30,
    }),
  );
  obj.part(
    cylinder(scene, {
      x: o.x,
      z: o.z,
      y: y0 + potH - 0.02,
      h: 0.015,
      r: potR * 0.95,
      color: hex("#3a2c22"),
      segments: 30,
    }),
  );
  const base: Vec3 = [o.x, y0 + potH, o.z];
  const s = scene.camera.scaleAt(scene.camera.depth(base));
  const b = scene.project(base);
  const random = o.random;
  const h = o.size * s;
  // Leaves are collected with a front-to-back rank, then drawn back first and darker.
  const leaves: { x: number; y: number; len: number; wid: number; angle: number; rank: number }[] = [];
  const stems: Path2[] = [];
  const stem = (x0: number, y0_: number, x1: number, y1: number, width: number, color: Rgb) =>
    stems.push({
      d: `M${(x0 - width / 2).toFixed(1)} ${y0_.toFixed(1)}L${(x1 - width / 4).toFixed(1)} ${y1.toFixed(1)}L${(x1 + width / 4).toFixed(1)} ${y1.toFixed(1)}L${(x0 + width / 2).toFixed(1)} ${y0_.toFixed(1)}Z`,
      paint: color,
    });
  switch (o.kind) {
    case "snake":
      for (let i = 0; i < 16; i++) {
        const x = b.x + random.range(-potR * 0.7, potR * 0.7) * s;
        leaves.push({
          x,
          y: b.y,
          len: h * random.range(0.4, 0.8),
          wid: h * 0.05,
          angle: -Math.PI / 2 + random.range(-0.3, 0.3),
          rank: random.next(),
        });
      }
      break;
    case "palm":
      for (let f = 0; f < 11; f++) {
        const angle = -Math.PI / 2 + random.range(-1.15, 1.15);
        const len = h * random.range(0.55, 0.95);
        const rank = random.next();
        let px = b.x;
        let py = b.y;
        const steps = 18;
        for (let k = 1; k <= steps; k++) {
          const t = k / steps;
          const nx = b.x + Math.cos(angle) * len * t;
          const ny = b.y + Math.sin(angle) * len * t + t * t * len * 0.45;
          if (k === 1 || k % 2 === 0) stem(px, py, nx, ny, Math.max(1, h * 0.008), hex("#6b7b4a"));
          px = nx;
          py = ny;
          if (k < 3) continue;
          const dir = Math.atan2(Math.sin(angle) + t * 0.9, Math.cos(angle));
          const leafLen = h * 0.17 * (1 - t * 0.55);
          leaves.push({
            x: px,
            y: py,
            len: leafLen,
            wid: leafLen * 0.09,
            angle: dir + 1.1 + random.range(-0.2, 0.2),
            rank,
          });
          leaves.push({
            x: px,
            y: py,
            len: leafLen,
            wid: leafLen * 0.09,
            angle: dir - 1.1 + random.range(-0.2, 0.2),
            rank,
          });
        }
      }
      break;
    case "monstera":
      for (let i = 0; i < 16; i++) {
        const angle = -Math.PI / 2 + random.range(-1.3, 1.3);
        const len = h * random.range(0.25, 0.55);
        const ex = b.x + Math.cos(angle) * len;
        const ey = b.y + Math.sin(angle) * len * 0.9;
        stem(b.x, b.y, ex, ey, Math.max(1, h * 0.012), hex("#4f6a3a"));
        leaves.push({
          x: ex,
          y: ey,
          len: h * random.range(0.2, 0.3),
          wid: h * 0.1,
          angle: angle + random.range(-0.7, 0.7),
          rank: random.next(),
        });
      }
      break;
    default: {
      const tree = o.kind === "tree" || o.kind === "olive";
      const trunkTop = tree ? h * random.range(0.35, 0.5) : 0;
      if (trunkTop > 0)
        stem(
          b.x,
          b.y,
          b.x + random.range(-0.05, 0.05) * h,
          b.y - trunkTop,
          Math.max(2, 0.03 * s),
          hex("#5a4634"),
        );
      const clusters = tree ? 9 : 6;
      const leafSize = o.kind === "olive" ? 0.06 : o.kind === "tree" ? 0.12 : 0.08;
      for (let c = 0; c < clusters; c++) {
        const cx = b.x + random.gauss() * 0.16 * h;
        const cy = b.y - trunkTop - random.range(0.05, tree ? 0.55 : 0.35) * h;
        if (tree) stem(b.x, b.y - trunkTop * 0.8, cx, cy, Math.max(1, 0.012 * s), hex("#5a4634"));
        const rank = random.next();
        for (let k = 0; k < (o.kind === "olive" ? 30 : 14); k++) {
          const angle = random.range(0, Math.PI * 2);
          const rr = random.range(0, 0.14) * h;
          const len = leafSize * s * random.range(0.7, 1.2);
          leaves.push({
            x: cx + Math.cos(angle) * rr,
            y: cy + Math.sin(angle) * rr,
            len,
            wid: len * (o.kind === "olive" ? 0.18 : 0.34),
            angle: angle + random.range(-0.6, 0.6),
            rank: rank * 0.6 + random.next() * 0.4,
          });
        }
      }
    }
  }
  const dark = o.kind === "olive" ? hex("#3e4a35") : hex("#22361f");
  const mid = o.kind === "olive" ? hex("#76805e") : hex("#3f6130");
  const light = o.kind === "olive" ? hex("#a7ad8a") : hex("#7d9a4e");
  const paths: Path2[] = [...stems];
  leaves.sort((a, c) => a.rank - c.rank);
  for (const leaf of leaves) {
    const tone = Math.min(1, leaf.rank * 0.7 + random.next() * 0.3);
    const color = tone < 0.5 ? mix(dark, mid, tone * 2) : mix(mid, light, (tone - 0.5) * 2);
    const ca = Math.cos(leaf.angle);
    const sa = Math.sin(leaf.angle);
    const tip = [leaf.x + ca * leaf.len, leaf.y + sa * leaf.len];
    const nx = -sa * leaf.wid;
    const ny = ca * leaf.wid;
    const m1 = [leaf.x + ca * leaf.len * 0.4 + nx, leaf.y + sa * leaf.len * 0.4 + ny];
    const m2 = [leaf.x + ca * leaf.len * 0.4 - nx, leaf.y + sa * leaf.len * 0.4 - ny];
    const f = (v: number) => v.toFixed(1);
    paths.push({
      d: `M${f(leaf.x)} ${f(leaf.y)}Q${f(m1[0])} ${f(m1[1])} ${f(tip[0])} ${f(tip[1])}Q${f(m2[0])} ${f(m2[1])} ${f(leaf.x)} ${f(leaf.y)}Z`,
      paint: {
        screen: {
          x1: leaf.x + nx,
          y1: leaf.y + ny,
          x2: leaf.x - nx,
          y2: leaf.y - ny,
          stops: [
            { at: 0, color: scale(color, 1.25) },
            { at: 0.48, color: scale(color, 1.05) },
            { at: 0.52, color: scale(color, 0.85) },
            { at: 1, color: scale(color, 0.7) },
          ],
        },
      },
    });
  }
  obj.paths(paths, [o.x, y0 + potH + o.size * 0.3, o.z]);
}

/** Soft shading on the wall behind a piece standing against it. */
export function wallContactShadow(
  scene: Scene,
  place: Placement,
  w: number,
  h: number,
  d: number,
  strength = 0.4,
): void {
  const back = d / 2 + 0.03;
  const pts = [
    place.point(-w / 2, 0, back),
    place.point(w / 2, 0, back),
    place.point(w / 2, h, back),
    place.point(-w / 2, h, back),
  ];
  const depth = scene.camera.depth(place.point(0, h / 2, back));
  scene.addShadow(pts, strength, 0.12 * scene.camera.scaleAt(depth) + 3);
}

export function wallArt(
  scene: Scene,
  o: {
    points: (u: number, v: number, out: number) => Vec3;
    w: number;
    h: number;
    frame: Rgb;
    palette: Rgb[];
    random: Random;
    style?: "abstract" | "landscape" | "arches" | "lines";
  },
): void {
  const { points: at, w, h, random } = o;
  const corner = (u: number, v: number, out: number) => at(u, v, out);
  // Shadow on the wall below and right of the frame.
  scene.addShadow(
    [
      corner(0.03, -0.035, 0),
      corner(w + 0.03, -0.035, 0),
      corner(w + 0.03, h - 0.03, 0),
      corner(w, h - 0.03, 0),
      corner(w, 0, 0),
      corner(0.03, 0, 0),
    ],
    0.35,
    6,
  );
  const out = 0.035;
  const sides: Vec3[][] = [
    [corner(0, 0, 0), corner(w, 0, 0), corner(w, 0, out), corner(0, 0, out)],
    [corner(w, 0, 0), corner(w, h, 0), corner(w, h, out), corner(w, 0, out)],
    [corner(0, 0, 0), corner(0, h, 0), corner(0, h, out), corner(0, 0, out)],
    [corner(0, h, 0), corner(w, h, 0), corner(w, h, out), corner(0, h, out)],
  ];
  sides.forEach((pts, i) => scene.addShell(pts, { paint: scale(o.frame, 0.7 + i * 0.08) }));
  scene.addShell([corner(0, 0, out), corner(w, 0, out), corner(w, h, out), corner(0, h, out)], {
    paint: o.frame,
  });
  const m = Math.min(w, h) * 0.07;
  const inner = (u: number, v: number) => corner(m + u * (w - 2 * m), m + v * (h - 2 * m), out + 0.002);
  const bg = o.palette[0];
  scene.addShell([inner(0, 0), inner(1, 0), inner(1, 1), inner(0, 1)], { paint: bg });
  const style = o.style ?? random.pick(["abstract", "landscape", "arches", "lines"] as const);
  const innerClip = scene.clipPath([inner(0, 0), inner(1, 0), inner(1, 1), inner(0, 1)]);
  const poly = (pts: [number, number][], color: Rgb, opacity = 1) =>
    scene.addShell(
      pts.map(([u, v]) => inner(u, v)),
      { paint: color, opacity, clipId: innerClip },
    );
  const blob = (cu: number, cv: number, ru: number, rv: number, color: Rgb, opacity = 1) =>
    poly(
      Array.from({ length: 28 }, (_, k): [number, number] => {
        const a = (k / 28) * Math.PI * 2;
        const wob = 1 + 0.12 * Math.sin(a * 3 + cu * 7);
        return [cu + Math.cos(a) * ru * wob, cv + Math.sin(a) * rv * wob];
      }),
      color,
      opacity,
    );
  const colors = o.palette.slice(1);
  if (style === "landscape") {
    let v = random.range(0.3, 0.5);
    for (let layer = 0; layer < 4; layer++) {
      const pts: [number, number][] = [[0, 0]];
      for (let k = 0; k <= 12; k++)
        pts.push([k / 12, v + Math.sin(k * 0.8 + layer * 2) * 0.06 + random.range(-0.02, 0.02)]);
      pts.push([1, 0]);
      poly(pts, mix(colors[layer % colors.length], bg, 0.3 + layer * 0.1));
      v -= 0.09;
    }
    blob(random.range(0.25, 0.75), random.range(0.7, 0.82), 0.07, 0.07 * (w / h), colors[0], 0.9);
  } else if (style === "arches") {
    for (let i = 0; i < 3; i++) {
      const cu = 0.2 + i * 0.3;
      const pts: [number, number][] = [[cu - 0.12, 0.1]];
      for (let k = 0; k <= 12; k++) {
        const a = Math.PI - (k / 12) * Math.PI;
        pts.push([cu + Math.cos(a) * 0.12, 0.55 + Math.sin(a) * 0.14 + i * 0.05]);
      }
      pts.push([cu + 0.12, 0.1]);
      poly(pts, colors[i % colors.length], 0.95);
    }
  } else if (style === "lines") {
    for (let i = 0; i < 7; i++) {
      const v0 = random.range(0.1, 0.9);
      poly(
        [
          [0.05, v0],
          [0.95, v0 + random.range(-0.2, 0.2)],
          [0.95, v0 + 0.015],
          [0.05, v0 + 0.015],
        ],
        colors[i % colors.length],
        0.8,
      );
    }
    blob(0.6, 0.55, 0.2, 0.2 * (w / h), colors[0], 0.35);
  } else {
    for (let i = 0; i < 5; i++) {
      blob(
        random.range(0.2, 0.8),
        random.range(0.2, 0.8),
        random.range(0.12, 0.32),
        random.range(0.1, 0.3),
        colors[i % colors.length],
        random.range(0.6, 0.95),
      );
    }
  }
}

/** Open shelving with books and objects, as a free-standing or built-in unit. */
export function shelving(
  scene: Scene,
  o: {
    place: Placement;
    w: number;
    h: number;
    d: number;
    color: Rgb;
    shelves: number;
    random: Random;
    back?: Rgb;
  },
): void {
  const { place, random } = o;
  floorShadow(scene, place, o.w, o.d, 0.3, 0.08);
  const obj = scene.object(place.point(0, 0, 0.05));
  obj.part(place.box(scene, 0, 0, o.d / 2 - 0.01, o.w, o.h, 0.02, o.back ?? scale(o.color, 0.8)));
  for (const side of [-1, 1])
    obj.part(place.box(scene, side * (o.w / 2 - 0.015), 0, 0, 0.03, o.h, o.d, o.color));
  const bookColors = [
    hex("#e7dfd2"),
    hex("#cdbfa8"),
    hex("#3c4640"),
    hex("#8c5a3c"),
    hex("#2e3136"),
    hex("#b6a385"),
    hex("#6d7a6a"),
  ];
  for (let s = 0; s <= o.shelves; s++) {
    const y = (o.h / o.shelves) * s;
    obj.part(place.box(scene, 0, Math.min(y, o.h - 0.03), 0, o.w - 0.06, 0.03, o.d, o.color));
    if (s === o.shelves) break;
    let x = -o.w / 2 + 0.08;
    while (x < o.w / 2 - 0.15) {
      if (random.chance(0.55)) {
        const n = random.int(3, 9);
        for (let k = 0; k < n && x < o.w / 2 - 0.08; k++) {
          const bw = random.range(0.025, 0.045);
          const bh = random.range(0.18, 0.27);
          obj.part(place.box(scene, x + bw / 2, y + 0.03, 0.02, bw, bh, o.d * 0.7, random.pick(bookColors)));
          x += bw + 0.002;
        }
        x += random.range(0.05, 0.15);
      } else {
        const color = random.pick([
          hex("#efe9df"),
          hex("#2c2a28"),
          hex("#b9825a"),
          hex("#9aa58f"),
          hex("#c8a66a"),
        ]);
        const [cx, cz] = place.at(x + 0.07, 0);
        obj.part(
          cylinder(scene, {
            x: cx,
            z: cz,
            y: y + 0.03,
            h: random.range(0.12, 0.28),
            r: random.range(0.04, 0.07),
            rTop: random.range(0.02, 0.06),
            color,
            segments: 20,
          }),
        );
        x += random.range(0.2, 0.35);
      }
    }
  }
}

export function tv(
  scene: Scene,
  o: { points: (u: number, v: number, out: number) => Vec3; w: number },
): void {
  const h = o.w * 0.5625;
  const at = o.points;
  const out = 0.04;
  scene.addShadow(
    [
      at(0.02, -0.025, 0),
      at(o.w + 0.02, -0.025, 0),
      at(o.w + 0.02, h - 0.02, 0),
      at(o.w, h - 0.02, 0),
      at(o.w, 0, 0),
      at(0.02, 0, 0),
    ],
    0.4,
    6,
  );
  scene.addShell([at(0, 0, out), at(o.w, 0, out), at(o.w, h, out), at(0, h, out)], {
    paint: {
      world: {
        from: at(0, h, out),
        to: at(o.w, 0, out),
        stops: [
          { at: 0, color: hex("#2a2d31") },
          { at: 0.45, color: hex("#141518") },
          { at: 1, color: hex("#0d0e10") },
        ],
      },
    },
    stroke: { color: hex("#3a3b3d"), width: 1 },
  });
}

export function stool(scene: Scene, o: { place: Placement; seat: Rgb; frame: Rgb; h?: number }): void {
  const h = o.h ?? 0.65;
  const { place } = o;
  floorShadow(scene, place, 0.38, 0.38, 0.25, 0.08);
  const obj = scene.object(place.point(0, 0, 0));
  legs(scene, obj, place, 0.36, 0.36, h, o.frame, 0.025, 0.02);
  obj.part(place.box(scene, 0, 0.25, -0.16, 0.3, 0.02, 0.02, o.frame));
  obj.part(cylinder(scene, { x: place.x, z: place.z, y: h, h: 0.06, r: 0.2, color: o.seat, segments: 28 }));
}
