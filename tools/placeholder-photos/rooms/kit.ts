import { hex, mix } from "../lib/color";
import type { Random } from "../lib/random";
import { drawShell, drawWindows, type DownLight, type RoomSpec } from "../render/room";
import {
  floorSpec,
  makeCamera,
  makeScene,
  planCamera,
  type CameraPlan,
  type Frame,
  type Palette,
} from "./shared";

export interface RoomContext {
  random: Random;
  frame: Frame;
  palette: Palette;
  evening?: boolean;
  camera?: Partial<CameraPlan> & { toward?: "left" | "right" | "back" };
}

export function downlightGrid(room: RoomSpec, random: Random, strength: number) {
  const lights: DownLight[] = [];
  const inset = room.falseCeiling ? room.falseCeiling.inset / 2 : 0.6;
  const nx = Math.max(2, Math.round(room.width / 1.6));
  const nz = Math.max(2, Math.round(room.depth / 2));
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < nz; j++) {
      const edge = i === 0 || i === nx - 1 || j === 0 || j === nz - 1;
      if (!edge && random.chance(0.6)) continue;
      lights.push({
        x: -room.width / 2 + inset + ((room.width - 2 * inset) * i) / (nx - 1),
        z: inset + 0.3 + ((room.depth - 2 * inset - 0.3) * j) / (nz - 1),
        strength,
      });
    }
  }
  return lights;
}

export function baseRoom(ctx: RoomContext, overrides: Partial<RoomSpec> = {}): RoomSpec {
  const { random, palette } = ctx;
  const evening = ctx.evening ?? random.chance(0.25);
  const width = overrides.width ?? random.range(5.2, 7);
  const depth = overrides.depth ?? random.range(5, 6.8);
  const height = overrides.height ?? random.range(2.95, 3.25);
  return {
    width,
    depth,
    height,
    floor: floorSpec(palette, random),
    wall: palette.wall,
    ceiling: palette.ceiling,
    skirting: mix(palette.wall, hex("#ffffff"), 0.4),
    windows: [],
    falseCeiling: random.chance(0.6) ? { inset: random.range(0.5, 0.8), drop: 0.18, cove: true } : undefined,
    downlights: [],
    lamps: [],
    evening,
    ...overrides,
  };
}

export function finishRoom(room: RoomSpec, ctx: RoomContext) {
  // Face the windows more often than not: daylight in the frame is what makes a room read.
  const side = room.windows[0]?.wall;
  const toward =
    side === "left" || side === "right" ? (ctx.random.chance(0.65) ? side : undefined) : undefined;
  const camera = makeCamera(room, ctx.frame, planCamera(ctx.random, ctx.frame, { toward, ...ctx.camera }));
  const scene = makeScene(room, camera);
  drawShell(scene, room, ctx.random.fork("shell"));
  drawWindows(scene, room, ctx.random.fork("windows"));
  return scene;
}
