import { hex, type Rgb } from "../lib/color";
import type { Random } from "../lib/random";
import { Camera } from "../render/camera";
import type { FloorKind, FloorSpec, RoomSpec, WindowSpec } from "../render/room";
import { Scene } from "../render/scene";
import { normalize, type Vec3 } from "../render/vector";

/** A coherent set of finishes: one per project, or drawn at random for a one-off photo. */
export interface Palette {
  name: string;
  wall: Rgb;
  accentWall: Rgb;
  ceiling: Rgb;
  wood: Rgb;
  darkWood: Rgb;
  floor: { kind: FloorKind; color: Rgb; accent: Rgb };
  upholstery: Rgb;
  upholstery2: Rgb;
  accent: Rgb;
  metal: Rgb;
  textile: Rgb[];
  art: Rgb[];
  stone: Rgb;
}

const c = hex;

export const palettes: Palette[] = [
  {
    name: "ivory-walnut",
    wall: c("#ece6dc"),
    accentWall: c("#d9cdbb"),
    ceiling: c("#f4f1ec"),
    wood: c("#8a5f3f"),
    darkWood: c("#4a3222"),
    floor: { kind: "wood", color: c("#a87b55"), accent: c("#6b4a33") },
    upholstery: c("#e4dccf"),
    upholstery2: c("#b9a48a"),
    accent: c("#b08d57"),
    metal: c("#b08d57"),
    textile: [c("#c9b79c"), c("#8d6e4e"), c("#e9e2d6"), c("#5b6b58")],
    art: [c("#f1ebe1"), c("#c07a52"), c("#d8b98f"), c("#3f4a44"), c("#9a6b4f")],
    stone: c("#e8e2d8"),
  },
  {
    name: "sand-green",
    wall: c("#e9e3d7"),
    accentWall: c("#3d5246"),
    ceiling: c("#f3f0ea"),
    wood: c("#b08560"),
    darkWood: c("#5b3f2b"),
    floor: { kind: "wood", color: c("#c29a70"), accent: c("#7a5a3e") },
    upholstery: c("#d8cdb9"),
    upholstery2: c("#3f5a4a"),
    accent: c("#2f4a3c"),
    metal: c("#b89a62"),
    textile: [c("#2f4a3c"), c("#d9c7a7"), c("#b07a4f"), c("#efe8dc")],
    art: [c("#eee7db"), c("#2f4a3c"), c("#c2a27a"), c("#8a9b84"), c("#d7c2a2")],
    stone: c("#ebe6dd"),
  },
  {
    name: "charcoal-brass",
    wall: c("#e6e2dc"),
    accentWall: c("#3a3836"),
    ceiling: c("#f2f0ec"),
    wood: c("#6e4b33"),
    darkWood: c("#2f2520"),
    floor: { kind: "marble", color: c("#ece8e2"), accent: c("#9c958c") },
    upholstery: c("#58544f"),
    upholstery2: c("#cfc6b8"),
    accent: c("#b08d57"),
    metal: c("#b8955a"),
    textile: [c("#b08d57"), c("#e6dfd3"), c("#35322f"), c("#8a7a66")],
    art: [c("#efeae2"), c("#2f2c29"), c("#b08d57"), c("#8c8177"), c("#d9cfc1")],
    stone: c("#f0ece6"),
  },
  {
    name: "warm-terracotta",
    wall: c("#efe7dc"),
    accentWall: c("#c89f83"),
    ceiling: c("#f5f1ea"),
    wood: c("#9c6b45"),
    darkWood: c("#553826"),
    floor: { kind: "herringbone", color: c("#b3845a"), accent: c("#6d4b30") },
    upholstery: c("#efe6d8"),
    upholstery2: c("#b86e4b"),
    accent: c("#b86e4b"),
    metal: c("#a8874f"),
    textile: [c("#b86e4b"), c("#e6d6bf"), c("#7c5a40"), c("#d9a679")],
    art: [c("#f2ebe0"), c("#b86e4b"), c("#d9a679"), c("#5a4a3c"), c("#a9b39a")],
    stone: c("#eee6da"),
  },
  {
    name: "pale-oak",
    wall: c("#f0ede7"),
    accentWall: c("#cfc8bc"),
    ceiling: c("#f6f4f0"),
    wood: c("#c4a27c"),
    darkWood: c("#6f5542"),
    floor: { kind: "wood", color: c("#cfae86"), accent: c("#8a6c4e") },
    upholstery: c("#dcd6cc"),
    upholstery2: c("#8a8f86"),
    accent: c("#5f6f63"),
    metal: c("#2b2a28"),
    textile: [c("#8a8f86"), c("#e8e3da"), c("#b9a995"), c("#50584f")],
    art: [c("#f3f0ea"), c("#5f6f63"), c("#c4a27c"), c("#2b2a28"), c("#d6cbb9")],
    stone: c("#efece6"),
  },
  {
    name: "deep-teak",
    wall: c("#e8e0d3"),
    accentWall: c("#6b4a34"),
    ceiling: c("#f3efe8"),
    wood: c("#7a4e2f"),
    darkWood: c("#3e2819"),
    floor: { kind: "marble", color: c("#e9e3d9"), accent: c("#b2a594") },
    upholstery: c("#c8b597"),
    upholstery2: c("#5c3f2e"),
    accent: c("#a47c48"),
    metal: c("#b08d57"),
    textile: [c("#a47c48"), c("#e3d6c1"), c("#4f3a2c"), c("#7d8a73")],
    art: [c("#efe6d8"), c("#7a4e2f"), c("#caa772"), c("#3b3a36"), c("#a6aa92")],
    stone: c("#ede6db"),
  },
];

export function paletteByName(name: string): Palette {
  return palettes.find((p) => p.name === name) ?? palettes[0];
}

export interface Frame {
  width: number;
  height: number;
}

export interface CameraPlan {
  /** Horizontal position across the room, -1 (left wall) .. 1 (right wall). */
  across: number;
  /** Distance from the front wall in metres. */
  back: number;
  height: number;
  /** Radians; 0 is a one-point view straight at the back wall. */
  yaw: number;
  /** Horizontal field of view in degrees. */
  fov: number;
  horizon: number;
}

export function planCamera(
  random: Random,
  frame: Frame,
  options: Partial<CameraPlan> & { toward?: "left" | "right" | "back" } = {},
): CameraPlan {
  const twoPoint = options.toward ? options.toward !== "back" : random.chance(0.55);
  const turn = options.toward === "left" ? -1 : options.toward === "right" ? 1 : random.pick([-1, 1]);
  const portrait = frame.height > frame.width;
  return {
    back: options.back ?? random.range(0.25, 0.7),
    height: options.height ?? random.range(1.15, 1.45),
    across: options.across ?? (twoPoint ? -turn * random.range(0.1, 0.45) : random.range(-0.35, 0.35)),
    yaw: options.yaw ?? (twoPoint ? turn * random.range(0.25, 0.45) : random.range(-0.06, 0.06)),
    fov: options.fov ?? (portrait ? random.range(58, 66) : random.range(68, 78)),
    horizon: options.horizon ?? random.range(0.46, 0.54),
  };
}

export function makeCamera(room: RoomSpec, frame: Frame, plan: CameraPlan): Camera {
  const x = plan.across * (room.width / 2 - 0.5);
  return new Camera(
    [x, plan.height, plan.back],
    plan.yaw,
    (plan.fov * Math.PI) / 180,
    frame.width,
    frame.height,
    plan.horizon,
  );
}

export function makeScene(room: RoomSpec, camera: Camera): Scene {
  const main = room.windows[0];
  let direction: Vec3 = [0.3, 1, -0.4];
  if (main && !room.evening) {
    const toward: Record<string, Vec3> = {
      left: [-1, 0.5, 0.1],
      right: [1, 0.5, 0.1],
      back: [0.1, 0.5, 1],
      front: [0.1, 0.5, -1],
    };
    direction = toward[main.wall];
  }
  return new Scene(camera, { direction: normalize(direction), ambient: 0.74, diffuse: 0.36 });
}

export function floorSpec(palette: Palette, random: Random, kind?: FloorKind): FloorSpec {
  const k = kind ?? palette.floor.kind;
  const sizes: Record<FloorKind, number> = {
    wood: random.range(0.14, 0.2),
    herringbone: 0.09,
    marble: random.pick([0.8, 1.0, 1.2]),
    tile: random.pick([0.6, 0.8]),
    carpet: 1,
    concrete: 1,
    terrazzo: 1,
  };
  const gloss: Record<FloorKind, number> = {
    wood: 0.35,
    herringbone: 0.3,
    marble: 0.85,
    tile: 0.6,
    carpet: 0,
    concrete: 0.35,
    terrazzo: 0.5,
  };
  return {
    kind: k,
    color: k === palette.floor.kind ? palette.floor.color : defaultFloorColor(k),
    accent: k === palette.floor.kind ? palette.floor.accent : defaultFloorAccent(k),
    size: sizes[k],
    gloss: gloss[k],
    lengthwise: random.chance(0.7),
  };
}

function defaultFloorColor(kind: FloorKind): Rgb {
  const colors: Record<FloorKind, string> = {
    wood: "#b08560",
    herringbone: "#b3845a",
    marble: "#ebe7e0",
    tile: "#d9d3c9",
    carpet: "#8d867c",
    concrete: "#b9b5ae",
    terrazzo: "#e3ddd3",
  };
  return hex(colors[kind]);
}

function defaultFloorAccent(kind: FloorKind): Rgb {
  const colors: Record<FloorKind, string> = {
    wood: "#6b4a33",
    herringbone: "#6d4b30",
    marble: "#a39a8f",
    tile: "#bdb6ab",
    carpet: "#6f695f",
    concrete: "#8f8b84",
    terrazzo: "#9d8f7e",
  };
  return hex(colors[kind]);
}

/** Windows along one wall: one wide opening or a row of tall ones. */
export function windowsOn(
  wall: WindowSpec["wall"],
  wallLength: number,
  roomHeight: number,
  random: Random,
  options: {
    frame: Rgb;
    curtains?: Rgb;
    sheer?: boolean;
    count?: number;
    from?: number;
    to?: number;
    sill?: number;
  },
): WindowSpec[] {
  const from = options.from ?? 0.5;
  const to = options.to ?? wallLength - 0.5;
  const count = options.count ?? random.int(1, 2);
  const sill = options.sill ?? random.pick([0.05, 0.45, 0.75]);
  const head = Math.min(roomHeight - 0.25, sill + random.range(1.8, 2.3));
  const span = (to - from) / count;
  const windows: WindowSpec[] = [];
  for (let i = 0; i < count; i++) {
    const width = Math.min(span - 0.3, random.range(1.2, 2.6));
    const center = from + span * (i + 0.5);
    windows.push({
      wall,
      u0: center - width / 2,
      u1: center + width / 2,
      v0: sill,
      v1: head,
      cols: Math.max(2, Math.round(width / 0.7)),
      rows: random.chance(0.4) ? 2 : 1,
      frame: options.frame,
      curtains: options.curtains,
      sheer: options.sheer,
    });
  }
  return windows;
}

/** Sun through the main window, low and from one side, when the photo is a daytime one. */
export function sunThrough(window: WindowSpec | undefined, random: Random): Vec3 | undefined {
  if (!window || random.chance(0.35)) return undefined;
  const elevation = random.range(0.35, 0.7);
  const side = random.range(-0.6, 0.6);
  const outward: Record<string, Vec3> = {
    left: [-1, elevation, side],
    right: [1, elevation, side],
    back: [side, elevation, 1],
    front: [side, elevation, -1],
  };
  return normalize(outward[window.wall]);
}
