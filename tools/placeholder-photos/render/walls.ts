import { hex, jitter, mix, scale, type Rgb } from "../lib/color";
import type { Random } from "../lib/random";
import { wallFrame, wallPoint, wallQuad, type RoomSpec, type WallId } from "./room";
import type { Scene } from "./scene";
import type { Vec3 } from "./vector";

/** Closure over one wall's coordinates, handy for hanging art and screens. */
export function wallAt(room: RoomSpec, wall: WallId, u0: number, v0: number) {
  const frame = wallFrame(room, wall);
  return (u: number, v: number, out: number): Vec3 => wallPoint(frame, u0 + u, v0 + v, out);
}

/** Vertical timber slats with shadow gaps, the feature wall of many Dhaka apartments. */
export function slatWall(
  scene: Scene,
  room: RoomSpec,
  wall: WallId,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  color: Rgb,
  random: Random,
): void {
  const frame = wallFrame(room, wall);
  scene.addShell(wallQuad(frame, u0, v0, u1, v1, 0.005), { paint: scale(color, 0.35) });
  const slat = random.range(0.035, 0.06);
  const gap = random.range(0.012, 0.025);
  for (let u = u0; u < u1 - slat * 0.5; u += slat + gap) {
    const c = jitter(color, 0.05, random.next);
    scene.addShell(wallQuad(frame, u, v0, Math.min(u + slat, u1), v1, 0.025), {
      paint: {
        world: {
          from: wallPoint(frame, u, v1, 0.025),
          to: wallPoint(frame, u, v0, 0.025),
          stops: [
            { at: 0, color: scale(c, 1.02) },
            { at: 1, color: scale(c, 0.9) },
          ],
        },
      },
    });
  }
}

/** Picture-frame mouldings: a classic drawing-room wall. */
export function mouldings(
  scene: Scene,
  room: RoomSpec,
  wall: WallId,
  u0: number,
  u1: number,
  color: Rgb,
  random: Random,
): void {
  const frame = wallFrame(room, wall);
  const count = Math.max(1, Math.round((u1 - u0) / random.range(0.9, 1.4)));
  const span = (u1 - u0) / count;
  const rails: [number, number][] = [
    [0.25, 0.85],
    [1.05, room.height - 0.35],
  ];
  for (let i = 0; i < count; i++) {
    for (const [v0, v1] of rails) {
      const a = u0 + span * i + 0.12;
      const b = u0 + span * (i + 1) - 0.12;
      const outline = [...wallQuad(frame, a, v0, b, v1, 0.008), wallPoint(frame, a, v0, 0.008)];
      scene.addShell(wallQuad(frame, a, v0, b, v1, 0.004), {
        paint: color,
        opacity: 0,
        stroke: { color: scale(color, 0.72), width: 3, opacity: 0.5 },
      });
      scene.addShell(outline.slice(0, 4), {
        paint: color,
        opacity: 0,
        stroke: { color: mix(color, hex("#ffffff"), 0.5), width: 1.2, opacity: 0.9 },
      });
    }
  }
  scene.addShell(wallQuad(frame, u0, 0.93, u1, 0.97, 0.01), { paint: mix(color, hex("#ffffff"), 0.25) });
}

/** Book-matched stone cladding with soft veins. */
export function stoneWall(
  scene: Scene,
  room: RoomSpec,
  wall: WallId,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  color: Rgb,
  vein: Rgb,
  random: Random,
): void {
  const frame = wallFrame(room, wall);
  const slab = (u1 - u0) / Math.max(1, Math.round((u1 - u0) / 1.2));
  for (let u = u0; u < u1 - 0.01; u += slab) {
    scene.addShell(wallQuad(frame, u, v0, u + slab, v1, 0.02), {
      paint: jitter(color, 0.02, random.next),
      stroke: { color: scale(color, 0.85), width: 0.8, opacity: 0.7 },
    });
  }
  const clip = scene.clipPath(wallQuad(frame, u0, v0, u1, v1, 0.02));
  for (let i = 0; i < Math.round((u1 - u0) * 4); i++) {
    let u = random.range(u0, u1);
    let v = random.range(v0, v1);
    let heading = random.range(-1, 1) + (random.chance(0.5) ? Math.PI : 0);
    const left: Vec3[] = [];
    const right: Vec3[] = [];
    const width = random.range(0.006, 0.03);
    for (let k = 0; k < 14; k++) {
      const t = Math.sin((k / 13) * Math.PI) * width + 0.001;
      left.push(wallPoint(frame, u - Math.sin(heading) * t, v + Math.cos(heading) * t, 0.021));
      right.push(wallPoint(frame, u + Math.sin(heading) * t, v - Math.cos(heading) * t, 0.021));
      heading += random.range(-0.4, 0.4);
      u += Math.cos(heading) * 0.12;
      v += Math.sin(heading) * 0.12;
    }
    scene.addShell([...left, ...right.reverse()], {
      paint: vein,
      opacity: random.range(0.12, 0.3),
      clipId: clip,
    });
  }
}

/** Vertical fluting (half-round grooves) as alternating light and shade. */
export function flutedPanel(
  scene: Scene,
  room: RoomSpec,
  wall: WallId,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  color: Rgb,
): void {
  const frame = wallFrame(room, wall);
  const flute = 0.045;
  for (let u = u0; u < u1 - 0.001; u += flute) {
    scene.addShell(wallQuad(frame, u, v0, Math.min(u + flute, u1), v1, 0.03), {
      paint: {
        world: {
          from: wallPoint(frame, u, v0, 0.03),
          to: wallPoint(frame, u + flute, v0, 0.03),
          stops: [
            { at: 0, color: scale(color, 0.8) },
            { at: 0.35, color: scale(color, 1.06) },
            { at: 0.8, color: scale(color, 0.98) },
            { at: 1, color: scale(color, 0.82) },
          ],
        },
      },
    });
  }
}

/** A painted or papered block of colour (an accent panel behind a bed or a sofa). */
export function panel(
  scene: Scene,
  room: RoomSpec,
  wall: WallId,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  color: Rgb,
  out = 0.02,
): void {
  const frame = wallFrame(room, wall);
  scene.addShell(wallQuad(frame, u0, v0, u1, v1, out), { paint: color });
  scene.addShadow(wallQuad(frame, u0, v0 - 0.03, u1, v0, 0), 0.2, 3);
}

/** A framed mirror or glass panel catches a soft, cool gradient of the room. */
export function mirror(
  scene: Scene,
  room: RoomSpec,
  wall: WallId,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  frameColor: Rgb,
): void {
  const frame = wallFrame(room, wall);
  scene.addShell(wallQuad(frame, u0 - 0.04, v0 - 0.04, u1 + 0.04, v1 + 0.04, 0.02), { paint: frameColor });
  scene.addShell(wallQuad(frame, u0, v0, u1, v1, 0.025), {
    paint: {
      world: {
        from: wallPoint(frame, u0, v1, 0.025),
        to: wallPoint(frame, u1, v0, 0.025),
        stops: [
          { at: 0, color: hex("#d9dcda") },
          { at: 0.5, color: hex("#b8bbb6") },
          { at: 1, color: hex("#8f8f89") },
        ],
      },
    },
  });
}
