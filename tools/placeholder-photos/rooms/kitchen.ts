import { hex, mix, scale } from "../lib/color";
import { FACING, Placement, cabinetRun, pendant, plant, stool } from "../render/furniture";
import { box, cylinder } from "../render/primitives";
import { wallFrame, wallQuad } from "../render/room";
import { stoneWall } from "../render/walls";
import { baseRoom, downlightGrid, finishRoom, type RoomContext } from "./kit";
import { floorSpec, sunThrough } from "./shared";

const cabinetColors = ["#efebe4", "#2f3a33", "#6e4b33", "#c9b79c", "#3a3836", "#8a9a8a", "#b08560"].map(hex);

export function kitchen(ctx: RoomContext) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx, {
    width: random.range(4.6, 6),
    depth: random.range(6, 7.2),
    height: random.range(2.85, 3.05),
    floor: floorSpec(palette, random, random.pick(["tile", "marble", "wood"] as const)),
  });
  room.falseCeiling = undefined;
  const upperColor = random.chance(0.5) ? random.pick(cabinetColors) : hex("#f0ece6");
  const baseColor = random.chance(0.5) ? upperColor : random.pick(cabinetColors);
  const counter = random.pick([palette.stone, hex("#f1efeb"), hex("#2b2a28"), hex("#d9d2c6")]);
  const handle = random.pick([palette.metal, hex("#2a2a2a"), hex("#c9c9c9")]);
  const runW = room.width - 0.3;
  const windowOnBack = random.chance(0.5);
  if (windowOnBack) {
    const w = random.range(1.0, 1.4);
    room.windows = [
      {
        wall: "back",
        u0: room.width / 2 - w / 2,
        u1: room.width / 2 + w / 2,
        v0: 1.15,
        v1: 2.3,
        cols: 2,
        rows: 1,
        frame: hex("#2b2a28"),
      },
    ];
  } else {
    const wall = random.pick(["left", "right"] as const);
    room.windows = [
      {
        wall,
        u0: room.depth * 0.3,
        u1: room.depth * 0.3 + 1.6,
        v0: 0.95,
        v1: 2.4,
        cols: 2,
        rows: 1,
        frame: hex("#2b2a28"),
        sheer: random.chance(0.4),
      },
    ];
  }
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  room.downlights = downlightGrid(room, random, room.evening ? 0.6 : 0.18);
  const scene = finishRoom(room, ctx);
  const back = wallFrame(room, "back");
  // Backsplash between counter and uppers.
  if (random.chance(0.5)) {
    stoneWall(
      scene,
      room,
      "back",
      0.15,
      room.width - 0.15,
      0.92,
      1.5,
      mix(counter, hex("#ffffff"), 0.2),
      scale(counter, 0.7),
      random,
    );
  } else {
    const tile = random.pick([hex("#e9e4dc"), hex("#9fb0a5"), hex("#d8c8b4"), hex("#f2f0ec")]);
    for (let u = 0.15; u < room.width - 0.15; u += 0.15) {
      for (let v = 0.92; v < 1.5; v += 0.075) {
        scene.addShell(
          wallQuad(back, u, v, Math.min(u + 0.15, room.width - 0.15), Math.min(v + 0.075, 1.5), 0.006),
          {
            paint: mix(tile, hex("#ffffff"), random.range(0, 0.12)),
            stroke: { color: scale(tile, 0.8), width: 0.6, opacity: 0.8 },
          },
        );
      }
    }
  }
  cabinetRun(scene, {
    place: new Placement(0, room.depth - 0.31, FACING.camera),
    w: runW,
    d: 0.6,
    y: 0,
    h: 0.86,
    color: baseColor,
    doors: Math.round(runW / 0.6),
    handle,
    top: counter,
    drawers: true,
  });
  const hoodX = random.range(-runW / 4, runW / 4);
  if (windowOnBack) {
    const gap = 1.6;
    for (const side of [-1, 1]) {
      const w = (runW - gap) / 2;
      cabinetRun(scene, {
        place: new Placement(side * (gap / 2 + w / 2), room.depth - 0.18, FACING.camera),
        w,
        d: 0.35,
        y: 1.5,
        h: 0.85,
        color: upperColor,
        doors: Math.max(1, Math.round(w / 0.5)),
        handle,
      });
    }
  } else {
    const w = runW;
    cabinetRun(scene, {
      place: new Placement(0, room.depth - 0.18, FACING.camera),
      w,
      d: 0.35,
      y: 1.5,
      h: 0.85,
      color: upperColor,
      doors: Math.round(w / 0.5),
      handle,
    });
    const hood = scene.object([hoodX, 2.2, room.depth - 0.3], -0.5);
    hood.part(
      box(scene, {
        x: hoodX,
        z: room.depth - 0.28,
        y: 1.45,
        w: 0.9,
        h: 0.08,
        d: 0.52,
        color: hex("#b9b9b6"),
      }),
    );
  }
  // Cooktop, sink and a few things on the counter.
  const top = 0.9;
  const things = scene.object([0, top, room.depth - 0.5], -0.2);
  things.part(
    box(scene, { x: hoodX, z: room.depth - 0.33, y: top, w: 0.7, h: 0.008, d: 0.5, color: hex("#141414") }),
  );
  const sinkX = windowOnBack ? 0 : -hoodX * 0.8 + (hoodX > 0 ? -0.6 : 0.6);
  things.part(
    box(scene, { x: sinkX, z: room.depth - 0.33, y: top, w: 0.7, h: 0.004, d: 0.42, color: hex("#9a9a98") }),
  );
  things.part(
    cylinder(scene, {
      x: sinkX,
      z: room.depth - 0.1,
      y: top,
      h: 0.35,
      r: 0.015,
      color: hex("#c9c9c6"),
      segments: 10,
    }),
  );
  things.part(
    box(scene, {
      x: sinkX,
      z: room.depth - 0.18,
      y: top + 0.33,
      w: 0.03,
      h: 0.03,
      d: 0.2,
      color: hex("#c9c9c6"),
    }),
  );
  for (let i = 0; i < 3; i++) {
    const x = random.range(-runW / 2 + 0.3, runW / 2 - 0.3);
    if (Math.abs(x - hoodX) < 0.5 || Math.abs(x - sinkX) < 0.5) continue;
    things.part(
      cylinder(scene, {
        x,
        z: room.depth - 0.15,
        y: top,
        h: random.range(0.12, 0.3),
        r: random.range(0.05, 0.09),
        rTop: random.range(0.04, 0.08),
        color: random.pick([hex("#efe9df"), hex("#2c2a28"), hex("#b9825a"), palette.accent]),
        segments: 20,
      }),
    );
  }
  things.part(
    box(scene, {
      x: -runW / 2 + 0.45,
      z: room.depth - 0.12,
      y: top,
      w: 0.4,
      h: 0.3,
      d: 0.02,
      color: palette.wood,
    }),
  );
  // A tall larder or fridge column at one end.
  const tallSide = random.pick([-1, 1]);
  cabinetRun(scene, {
    place: new Placement(tallSide * (runW / 2 - 0.33), room.depth - 0.33, FACING.camera),
    w: 0.66,
    d: 0.64,
    y: 0,
    h: 2.35,
    color: baseColor,
    doors: 1,
    handle,
  });

  if (random.chance(0.85)) {
    const islandW = random.range(1.8, Math.min(2.6, room.width - 2));
    const iz = room.depth - random.range(2.1, 2.5);
    const island = new Placement(random.range(-0.2, 0.2), iz, FACING.camera);
    cabinetRun(scene, {
      place: island,
      w: islandW,
      d: 0.9,
      y: 0,
      h: 0.86,
      color: random.chance(0.5) ? baseColor : palette.wood,
      doors: 3,
      handle,
      top: counter,
      topThickness: 0.05,
    });
    const bowl = scene.object([island.x, top, iz], -0.3);
    bowl.part(
      cylinder(scene, {
        x: island.x + random.range(-0.4, 0.4),
        z: iz,
        y: top + 0.01,
        h: 0.1,
        r: 0.16,
        rTop: 0.2,
        color: random.pick([hex("#efe9df"), palette.wood, hex("#2c2a28")]),
        segments: 28,
      }),
    );
    const count = Math.round(islandW / 0.6);
    for (let i = 0; i < count; i++) {
      const x = island.x - islandW / 2 + (islandW / count) * (i + 0.5);
      stool(scene, {
        place: new Placement(x, iz - 0.7, FACING.away),
        seat: random.pick([palette.upholstery2, palette.wood, hex("#2b2826")]),
        frame: hex("#2b2826"),
      });
    }
    const kind = random.pick(["dome", "globe", "cylinder", "cone"] as const);
    const lamps = random.int(2, 3);
    for (let i = 0; i < lamps; i++) {
      const x = island.x - islandW * 0.3 + (islandW * 0.6 * i) / (lamps - 1);
      pendant(scene, {
        x,
        z: iz,
        ceiling: room.height,
        drop: room.height - 1.75,
        kind,
        color: random.pick([palette.metal, hex("#2b2826"), hex("#efe9df")]),
        lit: true,
      });
    }
    room.lamps.push({
      position: [island.x, 1.6, iz],
      strength: room.evening ? 0.5 : 0.08,
      color: hex("#ffd8a0"),
    });
  }
  if (random.chance(0.6)) {
    plant(scene, {
      x: -tallSide * (room.width / 2 - 0.5),
      z: room.depth * 0.35,
      size: 1.2,
      pot: hex("#d9cfc2"),
      kind: random.pick(["olive", "tree", "palm"] as const),
      random: random.fork("plant"),
    });
  }
  return { room, scene };
}
