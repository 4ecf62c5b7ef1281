import { hex, mix, scale, type Rgb } from "../lib/color";
import {
  FACING,
  Placement,
  armchair,
  cabinetRun,
  desk,
  diningChair,
  floorShadow,
  officeChair,
  pendant,
  plant,
  rug,
  shelving,
  sofa,
  tv,
  wallArt,
  coffeeTable,
} from "../render/furniture";
import { box, cylinder } from "../render/primitives";
import { wallFrame, wallPoint, wallQuad, type RoomSpec, type WallId, type WindowSpec } from "../render/room";
import type { Scene } from "../render/scene";
import { flutedPanel, panel, slatWall, stoneWall, wallAt } from "../render/walls";
import { baseRoom, downlightGrid, finishRoom, type RoomContext } from "./kit";
import { floorSpec, sunThrough } from "./shared";

/** Floor-to-ceiling glazing along a wall, as in most Gulshan and Banani office towers. */
function curtainWall(room: RoomSpec, wall: WallId, from: number, to: number, frame: Rgb): WindowSpec[] {
  const panes = Math.max(2, Math.round((to - from) / 1.5));
  return [{ wall, u0: from, u1: to, v0: 0.1, v1: room.height - 0.35, cols: panes, rows: 1, frame }];
}

/** A glass partition: faint panes with thin frames, seen through. */
function glassPartition(
  scene: Scene,
  room: RoomSpec,
  wall: WallId,
  from: number,
  to: number,
  out: number,
  frame: Rgb,
) {
  const f = wallFrame(room, wall);
  const top = room.height - 0.05;
  scene.addShell(wallQuad(f, from, 0, to, top, out), { paint: hex("#dfe7e8"), opacity: 0.18 });
  for (let u = from; u <= to + 0.001; u += 1.2) {
    scene.addShell(wallQuad(f, u - 0.02, 0, u + 0.02, top, out + 0.01), { paint: frame });
  }
  scene.addShell(wallQuad(f, from, 1.0, to, 1.12, out + 0.005), { paint: hex("#f1f1ef"), opacity: 0.5 });
}

function acousticPanels(
  scene: Scene,
  room: RoomSpec,
  wall: WallId,
  from: number,
  to: number,
  colors: Rgb[],
  ctx: RoomContext,
) {
  const f = wallFrame(room, wall);
  for (let u = from; u < to - 0.6; u += 0.66) {
    const v0 = ctx.random.range(1.1, 1.4);
    scene.addShell(wallQuad(f, u, v0, u + 0.6, v0 + ctx.random.range(0.6, 1.1), 0.03), {
      paint: ctx.random.pick(colors),
    });
  }
}

export function openOffice(ctx: RoomContext) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx, {
    width: random.range(9, 12),
    depth: random.range(8, 10),
    height: random.range(3.0, 3.3),
    floor: floorSpec(palette, random, random.pick(["carpet", "concrete", "wood"] as const)),
    evening: ctx.evening ?? random.chance(0.15),
  });
  room.falseCeiling = undefined;
  const glass = random.pick(["left", "right", "back"] as const);
  room.windows = curtainWall(
    room,
    glass,
    0.6,
    (glass === "back" ? room.width : room.depth) - 0.6,
    hex("#3a3b3d"),
  );
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  room.downlights = [];
  const scene = finishRoom(room, ctx);
  if (glass !== "back") {
    const treat = random.pick(["slats", "acoustic", "graphic"] as const);
    if (treat === "slats")
      slatWall(scene, room, "back", room.width * 0.2, room.width * 0.8, 0, room.height, palette.wood, random);
    else if (treat === "acoustic")
      acousticPanels(
        scene,
        room,
        "back",
        0.8,
        room.width - 0.8,
        [palette.accent, palette.upholstery2, scale(palette.accentWall, 0.9)],
        ctx,
      );
    else
      panel(
        scene,
        room,
        "back",
        room.width * 0.25,
        room.width * 0.75,
        0.2,
        room.height - 0.4,
        palette.accentWall,
      );
  }
  const rows = random.int(2, 3);
  const deskW = 1.4;
  const perRow = random.int(2, 3);
  const depthStep = 2.6;
  const top = random.pick([hex("#f0ede8"), palette.wood, hex("#e4ddd2")]);
  const base = random.pick([hex("#2b2a28"), hex("#e6e3de")]);
  const chairColor = random.pick([hex("#2c2d30"), palette.accent, hex("#5b5f63"), palette.upholstery2]);
  const screen = room.evening ? hex("#2b3442") : hex("#25292e");
  for (let r = 0; r < rows; r++) {
    const z = room.depth - 2.4 - r * depthStep;
    if (z < 3.6) break;
    const rowX = random.range(-0.3, 0.3);
    for (let i = 0; i < perRow; i++) {
      const x = rowX - (perRow * deskW) / 2 + deskW * (i + 0.5);
      for (const side of [-1, 1]) {
        // Users sit on the outer sides of the bench, facing its spine.
        const place = new Placement(x, z + side * 0.4, side < 0 ? FACING.camera : FACING.away);
        desk(scene, {
          place,
          w: deskW - 0.02,
          d: 0.78,
          top,
          base,
          monitor: true,
          random,
          screen,
          panel: true,
        });
        officeChair(scene, {
          place: new Placement(
            x + random.range(-0.1, 0.1),
            z + side * 1.05,
            side < 0 ? FACING.away + random.range(-0.3, 0.3) : FACING.camera + random.range(-0.3, 0.3),
          ),
          color: chairColor,
          frame: hex("#1f1f1f"),
        });
      }
    }
    // Privacy screen along the spine of each bench.
    const spine = scene.object([rowX, 1, z], -0.01);
    spine.part(
      box(scene, {
        x: rowX,
        z,
        y: 0.75,
        w: perRow * deskW,
        h: 0.4,
        d: 0.03,
        color: random.pick([palette.accent, hex("#d8d4cc"), palette.upholstery2]),
      }),
    );
    pendant(scene, {
      x: rowX,
      z,
      ceiling: room.height,
      drop: 0.9,
      kind: "linear",
      color: hex("#2a2a2a"),
      lit: true,
      length: perRow * deskW * 0.8,
    });
    room.lamps.push({
      position: [rowX, room.height - 1, z],
      strength: room.evening ? 0.8 : 0.2,
      color: hex("#fff3e0"),
    });
  }
  for (let i = 0; i < 3; i++) {
    plant(scene, {
      x: random.range(-room.width / 2 + 0.6, room.width / 2 - 0.6),
      z: random.pick([room.depth - 0.5, random.range(2, room.depth - 1)]),
      size: random.range(1.0, 1.7),
      pot: random.pick([hex("#e8e2d8"), hex("#2b2826")]),
      kind: random.pick(["tree", "palm", "snake", "olive"] as const),
      random: random.fork(`plant${i}`),
    });
  }
  const storageWall = glass === "left" ? "right" : "left";
  const sx = storageWall === "left" ? -room.width / 2 + 0.25 : room.width / 2 - 0.25;
  cabinetRun(scene, {
    place: new Placement(sx, room.depth * 0.55, storageWall === "left" ? FACING.right : FACING.left),
    w: 3.2,
    d: 0.45,
    y: 0,
    h: 1.05,
    color: random.pick([palette.wood, hex("#e9e6e0")]),
    doors: 6,
    handle: hex("#2a2a2a"),
    top: palette.wood,
  });
  return { room, scene };
}

export function mdRoom(ctx: RoomContext) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx, {
    width: random.range(5.5, 6.8),
    depth: random.range(5.5, 6.8),
    floor: floorSpec(palette, random, random.pick(["wood", "carpet", "marble"] as const)),
  });
  const glass = random.pick(["left", "right"] as const);
  room.windows = curtainWall(room, glass, 0.6, room.depth - 0.6, hex("#2e2f31"));
  room.windows[0].sheer = random.chance(0.5);
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  room.downlights = downlightGrid(room, random, room.evening ? 0.7 : 0.2);
  const scene = finishRoom(room, ctx);
  const treat = random.pick(["shelves", "slats", "stone"] as const);
  const deskX = random.range(-0.6, 0.6);
  if (treat === "slats")
    slatWall(
      scene,
      room,
      "back",
      0.3,
      room.width - 0.3,
      0,
      room.height - (room.falseCeiling?.drop ?? 0),
      palette.darkWood,
      random,
    );
  if (treat === "stone")
    stoneWall(
      scene,
      room,
      "back",
      room.width / 2 + deskX - 1.6,
      room.width / 2 + deskX + 1.6,
      0.1,
      room.height - 0.3,
      palette.stone,
      palette.floor.accent,
      random,
    );
  if (treat === "shelves") {
    for (const side of [-1, 1])
      shelving(scene, {
        place: new Placement(deskX + side * 1.5, room.depth - 0.22, FACING.camera),
        w: 1.2,
        h: 2.4,
        d: 0.38,
        color: palette.darkWood,
        shelves: 6,
        random: random.fork(`s${side}`),
      });
  }
  cabinetRun(scene, {
    place: new Placement(deskX, room.depth - 0.3, FACING.camera),
    w: 2.0,
    d: 0.5,
    y: 0,
    h: 0.72,
    color: palette.darkWood,
    doors: 4,
    handle: palette.metal,
    top: palette.stone,
  });
  if (treat !== "shelves") {
    wallArt(scene, {
      points: wallAt(room, "back", room.width / 2 + deskX - 0.6, 1.3),
      w: 1.2,
      h: 0.85,
      frame: hex("#1e1c1a"),
      palette: palette.art,
      random,
    });
  }
  const deskZ = room.depth - 1.75;
  rug(scene, {
    place: new Placement(deskX, deskZ - 0.3),
    w: 3.4,
    d: 2.8,
    color: random.pick([hex("#bdb3a4"), palette.textile[2], hex("#6f6a63")]),
    accent: palette.textile[0],
    pattern: random.pick(["plain", "border"] as const),
    random,
  });
  officeChair(scene, {
    place: new Placement(deskX, deskZ + 0.7, FACING.camera),
    color: random.pick([hex("#2a2521"), palette.upholstery2, hex("#5a3d2b")]),
    frame: hex("#1d1d1d"),
    high: true,
  });
  desk(scene, {
    place: new Placement(deskX, deskZ, FACING.away),
    w: 2.1,
    d: 0.95,
    top: random.pick([palette.darkWood, palette.wood, hex("#2b2826")]),
    base: palette.darkWood,
    panel: true,
    monitor: random.chance(0.5),
    random,
  });
  for (const side of [-1, 1]) {
    diningChair(scene, {
      place: new Placement(deskX + side * 0.45, deskZ - 1.0, FACING.away + side * 0.2),
      seat: random.pick([palette.upholstery, palette.upholstery2]),
      frame: palette.darkWood,
      back: 0.45,
    });
  }
  const loungeSide = glass === "left" ? 1 : -1;
  if (room.width > 5.8 && random.chance(0.7)) {
    sofa(scene, {
      place: new Placement(
        loungeSide * (room.width / 2 - 0.55),
        room.depth * 0.42,
        loungeSide > 0 ? FACING.left : FACING.right,
      ),
      width: 2.0,
      color: palette.upholstery,
      random,
      pillows: [palette.textile[0]],
    });
  }
  plant(scene, {
    x: -loungeSide * (room.width / 2 - 0.5),
    z: room.depth - 0.5,
    size: 1.5,
    pot: hex("#2b2826"),
    kind: random.pick(["tree", "palm", "olive"] as const),
    random: random.fork("plant"),
  });
  return { room, scene };
}

export function conferenceRoom(ctx: RoomContext) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx, {
    width: random.range(5.5, 7),
    depth: random.range(7.5, 9),
    floor: floorSpec(palette, random, random.pick(["carpet", "wood"] as const)),
    evening: ctx.evening ?? random.chance(0.2),
  });
  const glass = random.pick(["left", "right"] as const);
  room.windows = curtainWall(room, glass, 0.6, room.depth - 0.6, hex("#2e2f31"));
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  room.downlights = downlightGrid(room, random, room.evening ? 0.6 : 0.18);
  const scene = finishRoom(room, ctx);
  const other = glass === "left" ? "right" : "left";
  if (random.chance(0.5)) glassPartition(scene, room, other, 0.4, room.depth - 0.4, 0.02, hex("#2b2b2b"));
  else
    slatWall(
      scene,
      room,
      other,
      0.4,
      room.depth - 0.4,
      0,
      room.height - (room.falseCeiling?.drop ?? 0),
      palette.wood,
      random,
    );
  const treat = random.pick(["fluted", "stone", "panel"] as const);
  if (treat === "fluted")
    flutedPanel(scene, room, "back", 0.3, room.width - 0.3, 0.1, room.height - 0.3, palette.accentWall);
  if (treat === "stone")
    stoneWall(
      scene,
      room,
      "back",
      0.3,
      room.width - 0.3,
      0.1,
      room.height - 0.3,
      palette.stone,
      palette.floor.accent,
      random,
    );
  if (treat === "panel")
    panel(
      scene,
      room,
      "back",
      room.width * 0.2,
      room.width * 0.8,
      0.3,
      room.height - 0.5,
      palette.accentWall,
    );
  tv(scene, { points: wallAt(room, "back", room.width / 2 - 0.95, 1.05), w: 1.9 });
  const tableL = Math.min(room.depth - 4.2, random.range(3.2, 4.2));
  const tz = room.depth - 1.4 - tableL / 2;
  const place = new Placement(0, tz, FACING.right);
  const top = random.pick([palette.darkWood, palette.wood, hex("#2b2826"), palette.stone]);
  floorShadow(scene, place, tableL, 1.3, 0.35, 0.2);
  const table = scene.object([0, 0, tz]);
  table.part(
    box(scene, { x: 0, z: tz - tableL / 2 + 0.6, y: 0, w: 0.5, h: 0.72, d: 0.3, color: hex("#2b2a28") }),
  );
  table.part(
    box(scene, { x: 0, z: tz + tableL / 2 - 0.6, y: 0, w: 0.5, h: 0.72, d: 0.3, color: hex("#2b2a28") }),
  );
  table.part(
    box(scene, { x: 0, z: tz, y: 0.72, w: 1.3, h: 0.05, d: tableL, color: scale(top, 0.85), top }),
    "nearest",
  );
  const seats = Math.floor(tableL / 0.75);
  const chairColor = random.pick([hex("#2c2d30"), palette.upholstery2, hex("#6b5c4e"), palette.accent]);
  for (let i = 0; i < seats; i++) {
    const z = tz - tableL / 2 + (tableL / seats) * (i + 0.5);
    officeChair(scene, {
      place: new Placement(-0.95, z, FACING.right + random.range(-0.25, 0.25)),
      color: chairColor,
      frame: hex("#1d1d1d"),
      high: true,
    });
    officeChair(scene, {
      place: new Placement(0.95, z, FACING.left + random.range(-0.25, 0.25)),
      color: chairColor,
      frame: hex("#1d1d1d"),
      high: true,
    });
  }
  pendant(scene, {
    x: 0,
    z: tz,
    ceiling: room.height,
    drop: 1.0,
    kind: "linear",
    color: hex("#2a2a2a"),
    lit: true,
    length: tableL * 0.7,
    rot: FACING.right,
  });
  room.lamps.push({
    position: [0, room.height - 1.1, tz],
    strength: room.evening ? 0.8 : 0.2,
    color: hex("#fff3e0"),
  });
  plant(scene, {
    x: room.width / 2 - 0.5,
    z: room.depth - 0.5,
    size: 1.3,
    pot: hex("#2b2826"),
    kind: "snake",
    random: random.fork("plant"),
  });
  return { room, scene };
}

export function reception(ctx: RoomContext, hotel = false) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx, {
    width: hotel ? random.range(10, 13) : random.range(7, 9),
    depth: hotel ? random.range(9, 11) : random.range(6.5, 8),
    height: hotel ? random.range(4.2, 5) : random.range(3.0, 3.3),
    floor: floorSpec(palette, random, random.pick(["marble", "marble", "terrazzo", "wood"] as const)),
    evening: ctx.evening ?? random.chance(hotel ? 0.45 : 0.2),
  });
  if (hotel) room.falseCeiling = { inset: 1.2, drop: 0.3, cove: true };
  const glass = random.pick(["left", "right"] as const);
  room.windows = hotel
    ? [
        {
          wall: glass,
          u0: 1.2,
          u1: room.depth - 1.5,
          v0: 0.1,
          v1: room.height - 0.8,
          cols: 5,
          rows: 2,
          frame: hex("#2b2a28"),
          curtains: random.pick(palette.textile),
          sheer: true,
        },
      ]
    : curtainWall(room, glass, 0.8, room.depth - 0.8, hex("#2e2f31"));
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  room.downlights = downlightGrid(room, random, room.evening ? 1.0 : 0.3);
  const scene = finishRoom(room, ctx);
  const feature = random.pick(["slats", "stone", "fluted"] as const);
  const fw = hotel ? 6 : 4;
  const u0 = room.width / 2 - fw / 2;
  if (feature === "slats")
    slatWall(
      scene,
      room,
      "back",
      u0,
      u0 + fw,
      0,
      room.height - (room.falseCeiling?.drop ?? 0),
      palette.wood,
      random,
    );
  if (feature === "stone")
    stoneWall(
      scene,
      room,
      "back",
      u0,
      u0 + fw,
      0.1,
      room.height - (room.falseCeiling?.drop ?? 0),
      palette.stone,
      palette.floor.accent,
      random,
    );
  if (feature === "fluted")
    flutedPanel(scene, room, "back", u0, u0 + fw, 0.1, room.height - 0.4, palette.accentWall);
  // A brass emblem on the feature wall: an abstract mark (a ring around a disc), never lettering.
  const f = wallFrame(room, "back");
  const r = hotel ? 0.34 : 0.26;
  const ring = (radius: number, out: number) =>
    Array.from({ length: 48 }, (_, k) =>
      wallPoint(
        f,
        room.width / 2 + Math.cos((k / 48) * Math.PI * 2) * radius,
        2.05 + Math.sin((k / 48) * Math.PI * 2) * radius,
        out,
      ),
    );
  const brassFace = {
    world: {
      from: wallPoint(f, room.width / 2 - r, 2.05 + r, 0.05),
      to: wallPoint(f, room.width / 2 + r, 2.05 - r, 0.05),
      stops: [
        { at: 0, color: mix(palette.metal, hex("#ffffff"), 0.35) },
        { at: 0.5, color: palette.metal },
        { at: 1, color: scale(palette.metal, 0.6) },
      ],
    },
  };
  scene.addShadow(ring(r, 0), 0.35, 6);
  scene.addShell(ring(r, 0.04), { paint: brassFace });
  scene.addShell(ring(r * 0.78, 0.045), { paint: scale(palette.metal, 0.55) });
  scene.addShell(ring(r * 0.7, 0.05), { paint: brassFace });
  const deskW = hotel ? 4.2 : random.range(2.6, 3.2);
  const dz = room.depth - 2.0;
  const deskPlace = new Placement(0, dz, FACING.camera);
  floorShadow(scene, deskPlace, deskW, 0.8, 0.4, 0.15);
  const d = scene.object([0, 0, dz]);
  const front = random.pick([palette.stone, palette.darkWood, palette.wood, hex("#2b2826")]);
  d.part(
    box(scene, {
      x: 0,
      z: dz + 0.05,
      y: 0.08,
      w: deskW,
      h: 1.0,
      d: 0.7,
      color: front,
      top: scale(front, 1.05),
    }),
  );
  d.part(box(scene, { x: 0, z: dz + 0.05, y: 0, w: deskW - 0.1, h: 0.08, d: 0.6, color: hex("#1b1917") }));
  d.part(box(scene, { x: 0, z: dz - 0.02, y: 1.08, w: deskW + 0.1, h: 0.04, d: 0.5, color: palette.metal }));
  scene.addEmissive({
    points: [
      [-deskW / 2, 0.09, dz - 0.31],
      [deskW / 2, 0.09, dz - 0.31],
      [deskW / 2, 0.03, dz - 0.31],
      [-deskW / 2, 0.03, dz - 0.31],
    ],
    paint: hex("#ffd9a0"),
    opacity: 0.5,
    blur: 6,
  });
  const pendants = hotel ? 5 : 3;
  for (let i = 0; i < pendants; i++) {
    pendant(scene, {
      x: -deskW * 0.35 + (deskW * 0.7 * i) / (pendants - 1),
      z: dz,
      ceiling: room.height - (room.falseCeiling?.drop ?? 0),
      drop: hotel ? 1.6 : 1.1,
      kind: random.pick(["globe", "cylinder", "cone"] as const),
      color: random.pick([palette.metal, hex("#f2ece2")]),
      lit: true,
    });
  }
  room.lamps.push({ position: [0, 2.2, dz], strength: room.evening ? 0.8 : 0.2, color: hex("#ffd8a0") });
  // Waiting or lounge seating in the foreground.
  const lounges = hotel ? 2 : 1;
  for (let l = 0; l < lounges; l++) {
    const side = lounges === 1 ? random.pick([-1, 1]) : l === 0 ? -1 : 1;
    const lx = side * (room.width / 2 - (hotel ? 2.4 : 1.6));
    const lz = room.depth * 0.4;
    rug(scene, {
      place: new Placement(lx, lz),
      w: 3.0,
      d: 2.4,
      color: random.pick([hex("#cbbfae"), palette.textile[2], palette.textile[0]]),
      accent: palette.textile[1],
      pattern: random.pick(["plain", "border", "abstract"] as const),
      random,
    });
    sofa(scene, {
      place: new Placement(lx + side * 1.0, lz, side > 0 ? FACING.left : FACING.right),
      width: 2.2,
      color: palette.upholstery,
      random,
      pillows: [palette.textile[0], palette.textile[1]],
    });
    coffeeTable(scene, {
      place: new Placement(lx - side * 0.1, lz),
      w: 0.9,
      d: 0.9,
      top: palette.stone,
      base: palette.metal,
      round: true,
      random,
    });
    armchair(scene, {
      place: new Placement(lx - side * 1.1, lz - 0.5, side > 0 ? FACING.right + 0.4 : FACING.left - 0.4),
      color: palette.upholstery2,
      random,
    });
  }
  for (let i = 0; i < (hotel ? 4 : 2); i++) {
    const side = i % 2 === 0 ? -1 : 1;
    plant(scene, {
      x: side * (room.width / 2 - 0.6),
      z: room.depth - 0.6 - Math.floor(i / 2) * 3,
      size: random.range(1.5, 2.2),
      pot: random.pick([hex("#2b2826"), hex("#d9cfc2")]),
      kind: random.pick(["tree", "palm", "olive"] as const),
      random: random.fork(`p${i}`),
    });
  }
  if (hotel) {
    const colX = room.width / 2 - 3.2;
    for (const side of [-1, 1]) {
      const col = scene.object([side * colX, 0, room.depth * 0.62]);
      col.part(
        cylinder(scene, {
          x: side * colX,
          z: room.depth * 0.62,
          y: 0,
          h: room.height,
          r: 0.32,
          color: mix(palette.stone, hex("#ffffff"), 0.2),
          segments: 36,
        }),
      );
      floorShadow(scene, new Placement(side * colX, room.depth * 0.62), 0.7, 0.7, 0.35, 0.2);
    }
  }
  return { room, scene };
}
