import { hex, jitter, mix, scale, type Rgb } from "../lib/color";
import type { Random } from "../lib/random";
import { ellipsePath, floorBlob, quad } from "./primitives";
import type { Scene } from "./scene";
import { add, mul, type Vec3 } from "./vector";

export type WallId = "back" | "left" | "right" | "front";

export interface WindowSpec {
  wall: WallId;
  /** Horizontal extent along the wall, metres from the wall's left end (seen from inside). */
  u0: number;
  u1: number;
  /** Sill and head heights. */
  v0: number;
  v1: number;
  cols: number;
  rows: number;
  frame: Rgb;
  curtains?: Rgb;
  sheer?: boolean;
}

export type FloorKind = "wood" | "herringbone" | "marble" | "carpet" | "tile" | "concrete" | "terrazzo";

export interface FloorSpec {
  kind: FloorKind;
  color: Rgb;
  /** Secondary colour: marble veins, terrazzo chips, tile grout. */
  accent: Rgb;
  /** Plank width or tile size in metres. */
  size: number;
  /** 0 matte .. 1 mirror-like; drives the window reflections on the floor. */
  gloss: number;
  /** Planks running along the depth (true) or across the room. */
  lengthwise?: boolean;
}

export interface DownLight {
  x: number;
  z: number;
  strength: number;
}

export interface PointLight {
  position: Vec3;
  strength: number;
  color: Rgb;
}

export interface RoomSpec {
  width: number;
  depth: number;
  height: number;
  floor: FloorSpec;
  wall: Rgb;
  /** Per-wall colours (an accent wall). */
  walls?: Partial<Record<WallId, Rgb>>;
  ceiling: Rgb;
  skirting?: Rgb;
  windows: WindowSpec[];
  /** A gypsum false ceiling with a recessed centre and hidden LED cove, common in Dhaka homes. */
  falseCeiling?: { inset: number; drop: number; cove: boolean };
  downlights: DownLight[];
  lamps: PointLight[];
  evening: boolean;
  /** Direction toward the sun (through a window), when sunlight falls in. */
  sun?: Vec3;
}

export interface WallFrame {
  origin: Vec3;
  /** Unit vector along the wall, left to right as seen from inside the room. */
  u: Vec3;
  /** Inward normal. */
  normal: Vec3;
  length: number;
}

export function wallFrame(room: RoomSpec, wall: WallId): WallFrame {
  const w = room.width / 2;
  switch (wall) {
    case "back":
      return { origin: [-w, 0, room.depth], u: [1, 0, 0], normal: [0, 0, -1], length: room.width };
    case "left":
      return { origin: [-w, 0, 0], u: [0, 0, 1], normal: [1, 0, 0], length: room.depth };
    case "right":
      return { origin: [w, 0, room.depth], u: [0, 0, -1], normal: [-1, 0, 0], length: room.depth };
    case "front":
      return { origin: [w, 0, 0], u: [-1, 0, 0], normal: [0, 0, 1], length: room.width };
  }
}

/** A point on a wall: along it, up it, and out from it into the room. */
export function wallPoint(frame: WallFrame, u: number, v: number, out = 0): Vec3 {
  return add(add(add(frame.origin, mul(frame.u, u)), [0, v, 0]), mul(frame.normal, out));
}

export function wallQuad(frame: WallFrame, u0: number, v0: number, u1: number, v1: number, out = 0): Vec3[] {
  return [
    wallPoint(frame, u0, v0, out),
    wallPoint(frame, u1, v0, out),
    wallPoint(frame, u1, v1, out),
    wallPoint(frame, u0, v1, out),
  ];
}

export function wallColor(room: RoomSpec, wall: WallId): Rgb {
  return room.walls?.[wall] ?? room.wall;
}

const WALLS: WallId[] = ["back", "left", "right", "front"];

export function drawShell(scene: Scene, room: RoomSpec, random: Random): void {
  const w = room.width / 2;
  const floor: Vec3[] = [
    [-w, 0, 0],
    [w, 0, 0],
    [w, 0, room.depth],
    [-w, 0, room.depth],
  ];
  scene.addShell(floor, { paint: room.floor.color });
  drawFloorFinish(scene, room, random.fork("floor"));

  for (const wall of WALLS) {
    const frame = wallFrame(room, wall);
    scene.addShell(wallQuad(frame, 0, 0, frame.length, room.height), { paint: wallColor(room, wall) });
  }

  const ceiling: Vec3[] = floor.map((p) => [p[0], room.height, p[2]]);
  scene.addShell(ceiling, { paint: room.ceiling });
  if (room.falseCeiling) drawFalseCeiling(scene, room);

  for (const wall of WALLS) {
    if (!room.skirting) continue;
    const frame = wallFrame(room, wall);
    scene.addShell(wallQuad(frame, 0, 0, frame.length, 0.1, 0.012), { paint: room.skirting });
    scene.addShell(wallQuad(frame, 0, 0.1, frame.length, 0.104, 0.012), { paint: scale(room.skirting, 0.8) });
  }
}

function drawFalseCeiling(scene: Scene, room: RoomSpec): void {
  const fc = room.falseCeiling!;
  const w = room.width / 2;
  const y = room.height - fc.drop;
  const inner = { x0: -w + fc.inset, x1: w - fc.inset, z0: fc.inset, z1: room.depth - fc.inset };
  const band = (pts: Vec3[]) => scene.addShell(pts, { paint: scale(room.ceiling, 0.97) });
  band([
    [-w, y, 0],
    [w, y, 0],
    [w, y, inner.z0],
    [-w, y, inner.z0],
  ]);
  band([
    [-w, y, inner.z1],
    [w, y, inner.z1],
    [w, y, room.depth],
    [-w, y, room.depth],
  ]);
  band([
    [-w, y, inner.z0],
    [inner.x0, y, inner.z0],
    [inner.x0, y, inner.z1],
    [-w, y, inner.z1],
  ]);
  band([
    [inner.x1, y, inner.z0],
    [w, y, inner.z0],
    [w, y, inner.z1],
    [inner.x1, y, inner.z1],
  ]);
  // The vertical fascia of the recess, lit from above by the cove.
  const fascia = scale(room.ceiling, 0.88);
  const edges: [Vec3, Vec3][] = [
    [
      [inner.x0, y, inner.z1],
      [inner.x1, y, inner.z1],
    ],
    [
      [inner.x0, y, inner.z0],
      [inner.x0, y, inner.z1],
    ],
    [
      [inner.x1, y, inner.z0],
      [inner.x1, y, inner.z1],
    ],
    [
      [inner.x0, y, inner.z0],
      [inner.x1, y, inner.z0],
    ],
  ];
  for (const [a, b] of edges) {
    const pts: Vec3[] = [a, b, [b[0], room.height, b[2]], [a[0], room.height, a[2]]];
    scene.addShell(pts, { paint: fascia });
    if (fc.cove) {
      const glowColor = room.evening ? hex("#ffd9a0") : hex("#fff1da");
      scene.addEmissive({
        points: [
          [a[0], room.height - 0.01, a[2]],
          [b[0], room.height - 0.01, b[2]],
          [b[0], y + fc.drop * 0.7, b[2]],
          [a[0], y + fc.drop * 0.7, a[2]],
        ],
        paint: glowColor,
        opacity: room.evening ? 0.55 : 0.25,
        blur: 6,
      });
    }
  }
}

function drawFloorFinish(scene: Scene, room: RoomSpec, random: Random): void {
  const { floor } = room;
  const w = room.width / 2;
  const r = () => random.next();
  switch (floor.kind) {
    case "wood": {
      const size = floor.size;
      const along = floor.lengthwise !== false;
      const span = along ? room.width : room.depth;
      const length = along ? room.depth : room.width;
      const seam = mix(floor.color, hex("#1a120c"), 0.55);
      for (let s = 0; s < span; s += size) {
        let t = -random.range(0, 1.8);
        while (t < length) {
          const plank = random.range(1.1, 2.2);
          const c0 = jitter(floor.color, 0.09, r);
          const c1 = jitter(c0, 0.05, r);
          const a = Math.max(t, 0);
          const b = Math.min(t + plank, length);
          const pts = along
            ? quad([-w, 0, 0], [1, 0, 0], [0, 0, 1], s, a, Math.min(s + size, span), b)
            : quad([-w, 0, 0], [0, 0, 1], [1, 0, 0], s, a, Math.min(s + size, span), b);
          const from: Vec3 = along ? [-w + s, 0, a] : [-w + a, 0, s];
          const to: Vec3 = along ? [-w + s, 0, b] : [-w + b, 0, s];
          scene.addShell(pts, {
            paint: {
              world: {
                from,
                to,
                stops: [
                  { at: 0, color: c0 },
                  { at: 0.5, color: jitter(c0, 0.04, r) },
                  { at: 1, color: c1 },
                ],
              },
            },
            stroke: { color: seam, width: 0.7, opacity: 0.35 },
          });
          t += plank;
        }
      }
      break;
    }
    case "herringbone": {
      const size = floor.size;
      const len = size * 5;
      const seam = mix(floor.color, hex("#1a120c"), 0.5);
      for (let z = -len; z < room.depth + len; z += size * 2) {
        for (let x = -w - len; x < w + len; x += len * 1) {
          for (const flip of [0, 1]) {
            const base: Vec3 = [x + (flip ? len / 2 : 0), 0, z + (flip ? size : 0)];
            const u: Vec3 = flip ? [Math.SQRT1_2, 0, -Math.SQRT1_2] : [Math.SQRT1_2, 0, Math.SQRT1_2];
            const v: Vec3 = flip ? [Math.SQRT1_2, 0, Math.SQRT1_2] : [-Math.SQRT1_2, 0, Math.SQRT1_2];
            const pts = quad(base, u, v, 0, 0, len * 0.7, size).map((p): Vec3 => [
              Math.min(w, Math.max(-w, p[0])),
              0,
              Math.min(room.depth, Math.max(0, p[2])),
            ]);
            scene.addShell(pts, {
              paint: jitter(floor.color, 0.1, r),
              stroke: { color: seam, width: 0.6, opacity: 0.35 },
            });
          }
        }
      }
      break;
    }
    case "marble":
    case "tile": {
      const size = floor.size;
      const grout = floor.accent;
      for (let x = -w; x < w; x += size) {
        for (let z = 0; z < room.depth; z += size) {
          const pts = quad(
            [x, 0, z],
            [1, 0, 0],
            [0, 0, 1],
            0,
            0,
            Math.min(size, w - x),
            Math.min(size, room.depth - z),
          );
          scene.addShell(pts, {
            paint: jitter(floor.color, floor.kind === "marble" ? 0.025 : 0.04, r),
            stroke: {
              color: floor.kind === "marble" ? scale(floor.color, 0.86) : grout,
              width: 0.8,
              opacity: 0.6,
            },
          });
        }
      }
      if (floor.kind === "marble") drawVeins(scene, room, random, floor.accent);
      break;
    }
    case "terrazzo": {
      const chips = Math.round(room.width * room.depth * 30);
      for (let i = 0; i < chips; i++) {
        const cx = random.range(-w, w);
        const cz = random.range(0, room.depth);
        const size = random.range(0.01, 0.035);
        const pts: Vec3[] = Array.from({ length: 5 }, (_, k) => {
          const a = (k / 5) * Math.PI * 2 + random.range(0, 1);
          const rr = size * random.range(0.6, 1.2);
          return [cx + Math.cos(a) * rr, 0, cz + Math.sin(a) * rr];
        });
        scene.addShell(pts, {
          paint: random.chance(0.5) ? floor.accent : scale(floor.color, 0.75),
          opacity: 0.8,
        });
      }
      break;
    }
    case "carpet":
    case "concrete": {
      const clip = scene.clipPath([
        [-w, 0, 0],
        [w, 0, 0],
        [w, 0, room.depth],
        [-w, 0, room.depth],
      ]);
      const patches = floor.kind === "concrete" ? 40 : 25;
      for (let i = 0; i < patches; i++) {
        const center: Vec3 = [random.range(-w, w), 0, random.range(0, room.depth)];
        const rr = random.range(0.4, 1.4);
        scene.addShellPath({
          ...floorBlob(scene, center, rr, rr * random.range(0.6, 1), jitter(floor.color, 0.12, r), 0.45),
          clipId: clip,
        });
      }
      break;
    }
  }
}

function drawVeins(scene: Scene, room: RoomSpec, random: Random, color: Rgb): void {
  const w = room.width / 2;
  const count = Math.round(room.width * room.depth * 0.35);
  const clip = scene.clipPath([
    [-w, 0, 0],
    [w, 0, 0],
    [w, 0, room.depth],
    [-w, 0, room.depth],
  ]);
  for (let i = 0; i < count; i++) {
    let x = random.range(-w, w);
    let z = random.range(0, room.depth);
    let heading = random.range(0, Math.PI * 2);
    const width = random.range(0.006, 0.03);
    const left: Vec3[] = [];
    const right: Vec3[] = [];
    const steps = random.int(8, 20);
    for (let k = 0; k < steps; k++) {
      const taper = Math.sin((k / (steps - 1)) * Math.PI) * width + 0.001;
      left.push([x - Math.sin(heading) * taper, 0, z + Math.cos(heading) * taper]);
      right.push([x + Math.sin(heading) * taper, 0, z - Math.cos(heading) * taper]);
      heading += random.range(-0.5, 0.5);
      const step = random.range(0.08, 0.2);
      x += Math.cos(heading) * step;
      z += Math.sin(heading) * step;
    }
    scene.addShell([...left, ...right.reverse()], {
      paint: color,
      opacity: random.range(0.12, 0.35),
      clipId: clip,
    });
  }
}

export function drawWindows(scene: Scene, room: RoomSpec, random: Random): void {
  for (const spec of room.windows) drawWindow(scene, room, spec, random.fork(`${spec.wall}${spec.u0}`));
}

function drawWindow(scene: Scene, room: RoomSpec, win: WindowSpec, random: Random): void {
  const frame = wallFrame(room, win.wall);
  const depth = 0.16;
  const glass = wallQuad(frame, win.u0, win.v0, win.u1, win.v1, -depth);
  const view = scene.pathData(glass);
  if (!view) return;
  const clip = scene.clipPath(glass);
  const top = scene.project(wallPoint(frame, (win.u0 + win.u1) / 2, win.v1, -depth));
  const bottom = scene.project(wallPoint(frame, (win.u0 + win.u1) / 2, win.v0, -depth));
  const sky = room.evening
    ? [hex("#2a3550"), hex("#56607a"), hex("#8a7f86")]
    : [hex("#cfdde8"), hex("#e8eef0"), hex("#f3f2ea")];
  scene.addShellPath({
    d: view,
    paint: {
      screen: {
        x1: top.x,
        y1: top.y,
        x2: bottom.x,
        y2: bottom.y,
        stops: [
          { at: 0, color: sky[0] },
          { at: 0.6, color: sky[1] },
          { at: 1, color: sky[2] },
        ],
      },
    },
  });
  // The view outside: distant buildings and tree crowns, soft as if out of focus and overexposed.
  const far = depth + random.range(8, 20);
  const horizonV = win.v0 + random.range(-0.6, 0.3);
  for (let i = 0; i < 5; i++) {
    const u = random.range(win.u0 - 1, win.u1);
    const bw = random.range(0.6, 2.2);
    const bh = random.range(0.8, 2.4);
    const pts = wallQuad(frame, u, -1, u + bw, horizonV + bh, -far);
    const d = scene.pathData(pts);
    if (!d) continue;
    scene.addShellPath({
      d,
      paint: room.evening ? hex("#39405a") : mix(hex("#c9cdcc"), hex("#b4bdc4"), random.next()),
      opacity: room.evening ? 0.9 : 0.6,
      clipId: clip,
    });
    if (room.evening) {
      for (let k = 0; k < 6; k++) {
        const lu = u + random.range(0.1, bw - 0.1);
        const lv = horizonV + random.range(0.2, bh - 0.1);
        const p = scene.project(wallPoint(frame, lu, lv, -far));
        scene.addShellPath({
          d: rectPath(p.x, p.y, 3, 2),
          paint: hex("#ffd9a0"),
          opacity: 0.8,
          clipId: clip,
        });
      }
    }
  }
  const treeCount = random.int(3, 7);
  for (let i = 0; i < treeCount; i++) {
    const u = random.range(win.u0 - 0.5, win.u1 + 0.5);
    const v = win.v0 + random.range(-0.3, 0.9);
    const c = scene.project(wallPoint(frame, u, v, -depth - random.range(3, 6)));
    const rpx =
      random.range(0.5, 1.3) * scene.camera.scaleAt(scene.camera.depth(wallPoint(frame, u, v, -depth - 4)));
    const green = room.evening ? hex("#1e2a2a") : mix(hex("#9fb48f"), hex("#c9d6b8"), random.next());
    scene.addShellPath({
      d: ellipsePath(c.x, c.y, rpx, rpx * 0.85),
      paint: {
        radial: {
          cx: c.x,
          cy: c.y,
          rx: rpx,
          ry: rpx * 0.85,
          stops: [
            { at: 0, color: green, opacity: 0.75 },
            { at: 0.7, color: green, opacity: 0.55 },
            { at: 1, color: green, opacity: 0 },
          ],
        },
      },
      clipId: clip,
    });
  }

  // Frame and glazing bars at the glass plane.
  const bar = 0.035;
  const frameColor = win.frame;
  const bars: Vec3[][] = [
    wallQuad(frame, win.u0, win.v0, win.u1, win.v0 + bar, -depth + 0.01),
    wallQuad(frame, win.u0, win.v1 - bar, win.u1, win.v1, -depth + 0.01),
    wallQuad(frame, win.u0, win.v0, win.u0 + bar, win.v1, -depth + 0.01),
    wallQuad(frame, win.u1 - bar, win.v0, win.u1, win.v1, -depth + 0.01),
  ];
  for (let c = 1; c < win.cols; c++) {
    const u = win.u0 + ((win.u1 - win.u0) * c) / win.cols;
    bars.push(wallQuad(frame, u - bar / 2, win.v0, u + bar / 2, win.v1, -depth + 0.01));
  }
  for (let rr = 1; rr < win.rows; rr++) {
    const v = win.v0 + ((win.v1 - win.v0) * rr) / win.rows;
    bars.push(wallQuad(frame, win.u0, v - bar / 2, win.u1, v + bar / 2, -depth + 0.01));
  }
  for (const pts of bars) scene.addShell(pts, { paint: frameColor });

  // Reveals: the wall's thickness around the opening.
  const reveal = mix(wallColor(room, win.wall), hex("#ffffff"), 0.15);
  const ring = (u: number, v: number, out: number) => wallPoint(frame, u, v, out);
  const sides: Vec3[][] = [
    [
      ring(win.u0, win.v0, 0),
      ring(win.u0, win.v1, 0),
      ring(win.u0, win.v1, -depth),
      ring(win.u0, win.v0, -depth),
    ],
    [
      ring(win.u1, win.v0, 0),
      ring(win.u1, win.v1, 0),
      ring(win.u1, win.v1, -depth),
      ring(win.u1, win.v0, -depth),
    ],
    [
      ring(win.u0, win.v1, 0),
      ring(win.u1, win.v1, 0),
      ring(win.u1, win.v1, -depth),
      ring(win.u0, win.v1, -depth),
    ],
    [
      ring(win.u0, win.v0, 0),
      ring(win.u1, win.v0, 0),
      ring(win.u1, win.v0, -depth),
      ring(win.u0, win.v0, -depth),
    ],
  ];
  sides.forEach((pts, i) => scene.addShell(pts, { paint: scale(reveal, i === 3 ? 1.02 : 0.94) }));
  if (win.v0 > 0.05) {
    scene.addShell(wallQuad(frame, win.u0 - 0.05, win.v0 - 0.03, win.u1 + 0.05, win.v0, 0.03), {
      paint: scale(reveal, 0.9),
    });
  }

  if (win.sheer) {
    const folds = Math.round((win.u1 - win.u0) / 0.12);
    for (let i = 0; i < folds; i++) {
      const a = win.u0 + ((win.u1 - win.u0) * i) / folds;
      const b = win.u0 + ((win.u1 - win.u0) * (i + 1)) / folds;
      scene.addShell(wallQuad(frame, a, Math.max(0.02, win.v0 - 0.1), b, win.v1 + 0.1, 0.08), {
        paint: hex("#fbf8f2"),
        opacity: random.range(0.45, 0.7) * (room.evening ? 0.9 : 1),
      });
    }
  }
  if (win.curtains) {
    const width = random.range(0.35, 0.55);
    const topV = Math.min(room.height - 0.02, win.v1 + 0.3);
    for (const [a, b] of [
      [win.u0 - width * 0.7, win.u0 + width * 0.3],
      [win.u1 - width * 0.3, win.u1 + width * 0.7],
    ]) {
      drawCurtain(scene, frame, a, b, topV, win.curtains, random);
    }
  }
}

function drawCurtain(
  scene: Scene,
  frame: WallFrame,
  u0: number,
  u1: number,
  top: number,
  color: Rgb,
  random: Random,
) {
  const folds = Math.max(4, Math.round((u1 - u0) / 0.07));
  for (let i = 0; i < folds; i++) {
    const a = u0 + ((u1 - u0) * i) / folds;
    const b = u0 + ((u1 - u0) * (i + 1)) / folds;
    const out = 0.12 + (i % 2) * 0.03;
    const pts = wallQuad(frame, a, 0.01, b, top, out);
    const c = jitter(color, 0.04, () => random.next());
    scene.addShell(pts, {
      paint: {
        world: {
          from: wallPoint(frame, a, top / 2, out),
          to: wallPoint(frame, b, top / 2, out),
          stops: [
            { at: 0, color: scale(c, 0.78) },
            { at: 0.45, color: scale(c, 1.08) },
            { at: 1, color: scale(c, 0.86) },
          ],
        },
      },
    });
  }
}

function rectPath(cx: number, cy: number, w: number, h: number): string {
  return `M${(cx - w / 2).toFixed(1)} ${(cy - h / 2).toFixed(1)}h${w}v${h}h${-w}Z`;
}
