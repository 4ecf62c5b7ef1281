import { hex, mix, scale } from "../lib/color";
import {
  FACING,
  Placement,
  armchair,
  cabinetRun,
  coffeeTable,
  diningChair,
  diningTable,
  floorShadow,
  pendant,
  plant,
  rug,
  shelving,
  sofa,
  stool,
  wallArt,
  wallContactShadow,
} from "../render/furniture";
import { box, cylinder } from "../render/primitives";
import { mirror, slatWall, stoneWall, flutedPanel, wallAt } from "../render/walls";
import { baseRoom, downlightGrid, finishRoom, type RoomContext } from "./kit";
import { bedroom } from "./residential";
import { floorSpec, sunThrough, windowsOn } from "./shared";

export function hotelRoom(ctx: RoomContext) {
  const photo = bedroom({ ...ctx, evening: ctx.evening ?? ctx.random.chance(0.5) });
  return photo;
}

export function restaurant(ctx: RoomContext) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx, {
    width: random.range(8, 11),
    depth: random.range(7.5, 10),
    height: random.range(3.2, 3.6),
    floor: floorSpec(palette, random, random.pick(["terrazzo", "wood", "herringbone", "tile"] as const)),
    evening: ctx.evening ?? random.chance(0.6),
  });
  room.falseCeiling = random.chance(0.5) ? { inset: 1.0, drop: 0.25, cove: true } : undefined;
  const windowWall = random.pick(["left", "right"] as const);
  room.windows = windowsOn(windowWall, room.depth, room.height, random, {
    frame: hex("#2b2a28"),
    count: random.int(2, 3),
    from: 0.8,
    to: room.depth - 0.8,
    sill: 0.6,
    sheer: random.chance(0.3),
  });
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  room.downlights = downlightGrid(room, random, room.evening ? 0.7 : 0.2);
  const scene = finishRoom(room, ctx);
  const top = room.height - (room.falseCeiling?.drop ?? 0);
  const backTreat = random.pick(["slats", "stone", "fluted", "mirrors"] as const);
  if (backTreat === "slats")
    slatWall(scene, room, "back", 0.2, room.width - 0.2, 0, top, palette.wood, random);
  if (backTreat === "stone")
    stoneWall(
      scene,
      room,
      "back",
      0.2,
      room.width - 0.2,
      0.1,
      top,
      palette.stone,
      palette.floor.accent,
      random,
    );
  if (backTreat === "fluted")
    flutedPanel(scene, room, "back", 0.2, room.width - 0.2, 0.1, 1.1, palette.darkWood);
  if (backTreat === "mirrors" || backTreat === "fluted") {
    for (let u = 1.2; u < room.width - 1.2; u += 2.2)
      mirror(scene, room, "back", u, u + 1.2, 1.35, 2.45, palette.metal);
  }
  // Banquette along the back wall with two-seat tables in front.
  const banquetteW = room.width - 2.4;
  const bz = room.depth - 0.4;
  const bench = new Placement(0, bz, FACING.camera);
  floorShadow(scene, bench, banquetteW, 0.65, 0.45, 0.15);
  wallContactShadow(scene, bench, banquetteW, 1.1, 0.7, 0.35);
  const seatColor = random.pick([
    palette.upholstery2,
    palette.accent,
    hex("#6b3e2e"),
    hex("#2f4a3c"),
    palette.textile[0],
  ]);
  const b = scene.object([0, 0, bz]);
  b.part(bench.box(scene, 0, 0, 0, banquetteW, 0.42, 0.6, scale(seatColor, 0.8)));
  b.part(bench.box(scene, 0, 0.42, -0.02, banquetteW, 0.06, 0.56, seatColor, { soft: true }));
  b.part(bench.box(scene, 0, 0.48, 0.22, banquetteW, 0.6, 0.16, seatColor, { soft: true }));
  const tables = Math.floor(banquetteW / 1.4);
  const tableTop = random.pick([palette.stone, palette.wood, hex("#2b2826"), hex("#ede8df")]);
  const chairSeat = random.pick([palette.upholstery, palette.wood, hex("#2b2826"), palette.textile[2]]);
  const pendantKind = random.pick(["dome", "globe", "cone", "cylinder"] as const);
  const pendantColor = random.pick([palette.metal, hex("#2b2826"), hex("#f2ece2"), palette.accent]);
  for (let i = 0; i < tables; i++) {
    const x = -banquetteW / 2 + (banquetteW / tables) * (i + 0.5);
    const tz = bz - 0.75;
    const p = new Placement(x, tz);
    floorShadow(scene, p, 0.7, 0.7, 0.3, 0.12);
    const t = scene.object([x, 0, tz]);
    t.part(cylinder(scene, { x, z: tz, y: 0, h: 0.02, r: 0.22, color: hex("#222") }));
    t.part(cylinder(scene, { x, z: tz, y: 0, h: 0.72, r: 0.03, color: hex("#222"), segments: 10 }));
    t.part(box(scene, { x, z: tz, y: 0.72, w: 0.7, h: 0.03, d: 0.7, color: tableTop }));
    diningChair(scene, {
      place: new Placement(x, tz - 0.55, FACING.away),
      seat: chairSeat,
      frame: palette.darkWood,
      back: 0.38,
    });
    if (i % 2 === 0 || tables < 4)
      pendant(scene, {
        x,
        z: tz,
        ceiling: top,
        drop: top - 1.85,
        kind: pendantKind,
        color: pendantColor,
        lit: true,
      });
  }
  // Round tables in the middle of the floor.
  const rounds = random.int(2, 4);
  for (let i = 0; i < rounds; i++) {
    const x = -room.width / 2 + 2 + ((room.width - 4) * (i + 0.5)) / rounds + random.range(-0.3, 0.3);
    const z = room.depth * random.range(0.42, 0.55);
    diningTable(scene, {
      place: new Placement(x, z),
      w: 1.0,
      d: 1.0,
      round: true,
      chairs: 4,
      top: tableTop,
      base: hex("#222"),
      chair: chairSeat,
      chairFrame: palette.darkWood,
      random,
    });
    pendant(scene, {
      x,
      z,
      ceiling: top,
      drop: top - 1.9,
      kind: pendantKind,
      color: pendantColor,
      lit: true,
    });
  }
  // Bar counter along the side wall opposite the windows, with stools and a back bar.
  const barWall = windowWall === "left" ? 1 : -1;
  if (random.chance(0.7)) {
    const bx = barWall * (room.width / 2 - 1.3);
    const barL = Math.min(4.5, room.depth * 0.45);
    const bzc = room.depth * 0.4;
    const bar = new Placement(bx, bzc, barWall > 0 ? FACING.left : FACING.right);
    cabinetRun(scene, {
      place: bar,
      w: barL,
      d: 0.6,
      y: 0,
      h: 1.05,
      color: random.pick([palette.darkWood, palette.stone, palette.accent]),
      doors: 1,
      handle: palette.darkWood,
      top: random.pick([palette.stone, hex("#2b2826")]),
      topThickness: 0.05,
    });
    shelving(scene, {
      place: new Placement(barWall * (room.width / 2 - 0.2), bzc, barWall > 0 ? FACING.left : FACING.right),
      w: barL,
      h: 2.2,
      d: 0.32,
      color: palette.darkWood,
      shelves: 4,
      random: random.fork("bar"),
      back: scale(palette.darkWood, 0.6),
    });
    for (let i = 0; i < Math.floor(barL / 0.65); i++) {
      const [sx, sz] = bar.at(-barL / 2 + 0.4 + i * 0.65, -0.65);
      stool(scene, { place: new Placement(sx, sz, bar.rot), seat: seatColor, frame: hex("#222"), h: 0.72 });
    }
  }
  plant(scene, {
    x: -barWall * (room.width / 2 - 0.6),
    z: room.depth - 0.5,
    size: 1.7,
    pot: hex("#2b2826"),
    kind: random.pick(["tree", "palm"] as const),
    random: random.fork("plant"),
  });
  if (random.chance(0.5)) {
    wallArt(scene, {
      points: wallAt(room, windowWall === "left" ? "right" : "left", room.depth * 0.75, 1.5),
      w: 1.2,
      h: 0.9,
      frame: palette.darkWood,
      palette: palette.art,
      random,
    });
  }
  room.lamps.push({
    position: [0, 1.6, room.depth * 0.5],
    strength: room.evening ? 0.6 : 0.1,
    color: hex("#ffcf8f"),
  });
  return { room, scene };
}

export function showroom(ctx: RoomContext) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx, {
    width: random.range(9, 12),
    depth: random.range(8, 10),
    height: random.range(3.4, 4.0),
    floor: floorSpec(palette, random, random.pick(["concrete", "marble", "terrazzo", "wood"] as const)),
    evening: ctx.evening ?? random.chance(0.3),
  });
  room.falseCeiling = undefined;
  const glass = random.pick(["left", "right"] as const);
  room.windows = [
    {
      wall: glass,
      u0: 0.6,
      u1: room.depth - 0.6,
      v0: 0.05,
      v1: room.height - 0.5,
      cols: 4,
      rows: 1,
      frame: hex("#242424"),
    },
  ];
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  // Track spots: rows of bright downlights, the signature of a retail floor.
  room.downlights = [];
  for (let x = -room.width / 2 + 1.5; x < room.width / 2 - 1; x += 2.2) {
    for (let z = 1.5; z < room.depth - 0.5; z += 2.0)
      room.downlights.push({ x, z, strength: room.evening ? 1.2 : 0.5 });
  }
  const scene = finishRoom(room, ctx);
  for (const light of room.downlights) {
    const obj = scene.object([light.x, room.height - 0.1, light.z], -40);
    obj.part(
      cylinder(scene, {
        x: light.x,
        z: light.z,
        y: room.height - 0.2,
        h: 0.18,
        r: 0.045,
        color: hex("#1f1f1f"),
        segments: 12,
      }),
    );
  }
  const wallColor = random.pick([palette.accentWall, palette.wall, hex("#2f2d2b")]);
  if (random.chance(0.5))
    stoneWall(
      scene,
      room,
      "back",
      0.3,
      room.width - 0.3,
      0.1,
      room.height - 0.2,
      palette.stone,
      palette.floor.accent,
      random,
    );
  else
    slatWall(
      scene,
      room,
      "back",
      0.3,
      room.width - 0.3,
      0,
      room.height,
      wallColor === palette.wall ? palette.wood : wallColor,
      random,
    );
  // Display shelves with accessories along the back wall.
  for (const side of [-1, 1]) {
    shelving(scene, {
      place: new Placement(side * (room.width / 2 - 2.0), room.depth - 0.25, FACING.camera),
      w: 2.2,
      h: 2.6,
      d: 0.4,
      color: random.pick([palette.darkWood, hex("#2a2826"), palette.wood]),
      shelves: 5,
      random: random.fork(`shelf${side}`),
    });
  }
  // Vignettes on low plinths: a living set and a dining set.
  const plinth = (x: number, z: number, w: number, d: number) => {
    const p = new Placement(x, z);
    floorShadow(scene, p, w, d, 0.25, 0.06);
    const o = scene.object([x, 0, z], 1.5);
    o.part(box(scene, { x, z, y: 0, w, h: 0.08, d, color: mix(palette.stone, hex("#ffffff"), 0.3) }));
  };
  const lx = random.range(-1.5, -0.5);
  const lz = room.depth - 2.6;
  plinth(lx, lz, 4.0, 3.0);
  rug(scene, {
    place: new Placement(lx, lz),
    w: 3.2,
    d: 2.3,
    color: random.pick([hex("#cdbfac"), palette.textile[2]]),
    accent: palette.textile[0],
    pattern: random.pick(["plain", "border", "abstract"] as const),
    random,
  });
  sofa(scene, {
    place: new Placement(lx, lz + 0.8, FACING.camera),
    width: 2.4,
    color: palette.upholstery,
    random,
    pillows: [palette.textile[0], palette.textile[1], palette.textile[3]],
  });
  coffeeTable(scene, {
    place: new Placement(lx, lz - 0.1),
    w: 1.1,
    d: 0.7,
    top: palette.stone,
    base: palette.darkWood,
    random,
  });
  armchair(scene, {
    place: new Placement(lx + 1.55, lz - 0.3, FACING.left - 0.45),
    color: palette.upholstery2,
    random,
  });
  const dx = lx + random.range(3.6, 4.4);
  const dz = room.depth * 0.42;
  diningTable(scene, {
    place: new Placement(dx, dz),
    w: 1.8,
    d: 0.95,
    top: palette.wood,
    base: palette.darkWood,
    chair: palette.upholstery2,
    chairFrame: palette.darkWood,
    random,
  });
  pendant(scene, {
    x: dx,
    z: dz,
    ceiling: room.height,
    drop: room.height - 1.9,
    kind: "drum",
    color: palette.metal,
    lit: true,
  });
  plant(scene, {
    x: -room.width / 2 + 0.8,
    z: room.depth * 0.5,
    size: 2.0,
    pot: hex("#2b2826"),
    kind: "tree",
    random: random.fork("tree"),
  });
  room.lamps.push({ position: [dx, 1.7, dz], strength: room.evening ? 0.5 : 0.1, color: hex("#ffd8a0") });
  return { room, scene };
}

export function loungeRoom(ctx: RoomContext) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx, {
    width: random.range(7, 9),
    depth: random.range(6.5, 8),
    height: random.range(3.2, 3.6),
    evening: ctx.evening ?? random.chance(0.5),
  });
  const windowWall = random.pick(["left", "right"] as const);
  room.windows = windowsOn(windowWall, room.depth, room.height, random, {
    frame: hex("#2b2a28"),
    curtains: random.pick(palette.textile),
    sheer: true,
    count: 2,
    from: 0.8,
    to: room.depth - 0.8,
  });
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  room.downlights = downlightGrid(room, random, room.evening ? 0.9 : 0.25);
  const scene = finishRoom(room, ctx);
  stoneWall(
    scene,
    room,
    "back",
    0.3,
    room.width - 0.3,
    0.1,
    room.height - (room.falseCeiling?.drop ?? 0),
    palette.stone,
    palette.floor.accent,
    random,
  );
  for (const side of [-1, 1]) {
    const x = side * random.range(1.3, 1.8);
    const z = room.depth * random.range(0.45, 0.6);
    rug(scene, {
      place: new Placement(x, z),
      w: 2.6,
      d: 2.2,
      color: random.pick([palette.textile[2], hex("#cfc3b2")]),
      accent: palette.textile[0],
      pattern: "border",
      random,
    });
    armchair(scene, {
      place: new Placement(x - 0.7, z + 0.4, FACING.camera + 0.5),
      color: palette.upholstery2,
      random,
    });
    armchair(scene, {
      place: new Placement(x + 0.7, z + 0.4, FACING.camera - 0.5),
      color: palette.upholstery,
      random,
    });
    coffeeTable(scene, {
      place: new Placement(x, z - 0.2),
      w: 0.8,
      d: 0.8,
      round: true,
      top: palette.stone,
      base: palette.metal,
      random,
    });
  }
  pendant(scene, {
    x: 0,
    z: room.depth * 0.55,
    ceiling: room.height,
    drop: 1.2,
    kind: "drum",
    color: palette.metal,
    lit: true,
  });
  plant(scene, {
    x: room.width / 2 - 0.6,
    z: room.depth - 0.6,
    size: 2,
    pot: hex("#2b2826"),
    kind: "palm",
    random: random.fork("plant"),
  });
  plant(scene, {
    x: -room.width / 2 + 0.6,
    z: room.depth - 0.6,
    size: 1.8,
    pot: hex("#2b2826"),
    kind: "tree",
    random: random.fork("plant2"),
  });
  return { room, scene };
}
