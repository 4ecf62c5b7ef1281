import { hex, mix, scale } from "../lib/color";
import {
  FACING,
  Placement,
  armchair,
  bed,
  chandelier,
  coffeeTable,
  diningTable,
  floorLamp,
  nightstand,
  pendant,
  plant,
  rug,
  shelving,
  sofa,
  tv,
  wallArt,
  cabinetRun,
} from "../render/furniture";

import { flutedPanel, mirror, mouldings, panel, slatWall, stoneWall, wallAt } from "../render/walls";
import { baseRoom, downlightGrid, finishRoom, type RoomContext } from "./kit";
import { floorSpec, sunThrough, windowsOn } from "./shared";

export function livingRoom(ctx: RoomContext, formal = false) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx);
  const windowWall = random.pick(["left", "right"] as const);
  room.windows = windowsOn(windowWall, room.depth, room.height, random, {
    frame: scale(palette.darkWood, 0.8),
    curtains: random.chance(0.7) ? random.pick(palette.textile) : undefined,
    sheer: random.chance(0.5),
    from: 1,
    to: room.depth - 0.6,
  });
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  room.downlights = downlightGrid(room, random, room.evening ? 0.9 : 0.25);
  const otherWall = windowWall === "left" ? "right" : "left";
  const wallTreatment = random.pick(
    formal
      ? (["mouldings", "stone", "plain"] as const)
      : (["slats", "stone", "fluted", "accent", "plain"] as const),
  );
  if (wallTreatment === "accent") room.walls = { back: palette.accentWall };

  const scene = finishRoom(room, ctx);
  const back = room.depth;
  const sofaW = random.range(2.3, 2.9);
  if (wallTreatment === "slats") {
    slatWall(
      scene,
      room,
      "back",
      room.width / 2 - sofaW / 2 - 0.6,
      room.width / 2 + sofaW / 2 + 0.6,
      0,
      room.height - (room.falseCeiling?.drop ?? 0),
      palette.wood,
      random,
    );
  } else if (wallTreatment === "stone") {
    stoneWall(
      scene,
      room,
      "back",
      room.width / 2 - 1.6,
      room.width / 2 + 1.6,
      0.1,
      room.height - (room.falseCeiling?.drop ?? 0),
      palette.stone,
      scale(palette.floor.accent, 1.1),
      random,
    );
  } else if (wallTreatment === "fluted") {
    flutedPanel(
      scene,
      room,
      "back",
      room.width / 2 - 1.4,
      room.width / 2 + 1.4,
      0.1,
      room.height - 0.4,
      palette.accentWall,
    );
  } else if (wallTreatment === "mouldings") {
    mouldings(scene, room, "back", 0.2, room.width - 0.2, room.wall, random);
  }
  const artW = random.range(0.9, 1.6);
  const artH = artW * random.range(0.6, 0.8);
  if (wallTreatment !== "stone" || random.chance(0.5)) {
    wallArt(scene, {
      points: wallAt(room, "back", room.width / 2 - artW / 2 + random.range(-0.2, 0.2), 1.35),
      w: artW,
      h: artH,
      frame: random.pick([palette.darkWood, hex("#1e1c1a"), palette.metal]),
      palette: palette.art,
      random,
    });
  } else {
    mirror(scene, room, "back", room.width / 2 - 0.5, room.width / 2 + 0.5, 1.3, 2.3, palette.metal);
  }
  // Art on the side wall opposite the window.
  if (random.chance(0.6)) {
    const w = random.range(0.7, 1.1);
    wallArt(scene, {
      points: wallAt(room, otherWall, room.depth * random.range(0.35, 0.55), 1.4),
      w,
      h: w * 1.25,
      frame: palette.darkWood,
      palette: palette.art,
      random,
      style: "abstract",
    });
  }

  const rugW = sofaW + random.range(0.6, 1.2);
  const rugD = random.range(2.2, 2.8);
  const center = new Placement(random.range(-0.3, 0.3), back - 0.55 - rugD / 2);
  rug(scene, {
    place: center,
    w: rugW,
    d: rugD,
    color: random.pick([mix(palette.textile[2], palette.wall, 0.3), palette.textile[0], hex("#d8d0c2")]),
    accent: random.pick(palette.textile),
    pattern: random.pick(["plain", "border", "abstract", "stripes"] as const),
    random,
  });
  sofa(scene, {
    place: new Placement(center.x, back - 0.55, FACING.camera),
    width: sofaW,
    color: palette.upholstery,
    pillows: [palette.textile[0], palette.textile[1], palette.textile[3]].slice(0, random.int(2, 3)),
    style: formal ? "classic" : "modern",
    random,
  });
  const tableZ = center.z - 0.15;
  coffeeTable(scene, {
    place: new Placement(center.x, tableZ),
    w: random.range(1.0, 1.3),
    d: random.range(0.6, 0.9),
    top: random.pick([palette.stone, palette.wood, hex("#2b2724")]),
    base: random.pick([palette.darkWood, palette.metal, hex("#2b2724")]),
    round: random.chance(0.4),
    random,
  });
  for (const side of [-1, 1]) {
    if (side === 1 && random.chance(0.25)) continue;
    armchair(scene, {
      place: new Placement(
        center.x + side * (sofaW / 2 + 0.15),
        tableZ + 0.05,
        side < 0 ? FACING.right + 0.35 : FACING.left - 0.35,
      ),
      color: random.chance(0.5) ? palette.upholstery2 : palette.textile[random.int(0, 3)],
      random,
    });
  }
  const lampSide = random.pick([-1, 1]);
  const lampPos: [number, number] = [center.x + lampSide * (sofaW / 2 + 0.35), back - 0.4];
  room.lamps.push({
    position: floorLamp(scene, {
      place: new Placement(...lampPos),
      shade: hex("#efe6d6"),
      metal: palette.metal,
      lit: room.evening,
    }),
    strength: room.evening ? 0.5 : 0.05,
    color: hex("#ffd8a0"),
  });
  plant(scene, {
    x: center.x - lampSide * (sofaW / 2 + 0.45),
    z: back - 0.45,
    size: random.range(1.2, 1.8),
    pot: random.pick([hex("#e8e2d8"), hex("#2b2826"), hex("#b7825b")]),
    kind: random.pick(["tree", "palm", "monstera"] as const),
    random: random.fork("plant"),
  });
  if (random.chance(0.6)) {
    const sideX = windowWall === "left" ? room.width / 2 - 0.25 : -room.width / 2 + 0.25;
    const facing = windowWall === "left" ? FACING.left : FACING.right;
    if (random.chance(0.5)) {
      cabinetRun(scene, {
        place: new Placement(sideX, room.depth * 0.45, facing),
        w: random.range(1.6, 2.2),
        d: 0.45,
        y: 0,
        h: 0.75,
        color: palette.wood,
        doors: 4,
        handle: palette.metal,
        top: palette.stone,
      });
      tv(scene, { points: wallAt(room, otherWall, room.depth * 0.45 - 0.75, 1.1), w: 1.5 });
    } else {
      shelving(scene, {
        place: new Placement(sideX - (windowWall === "left" ? 0.05 : -0.05), room.depth * 0.5, facing),
        w: random.range(1.4, 2),
        h: 2.2,
        d: 0.36,
        color: palette.wood,
        shelves: 5,
        random: random.fork("shelf"),
      });
    }
  }
  if (formal && random.chance(0.7)) {
    chandelier(scene, {
      x: center.x,
      z: tableZ,
      ceiling: room.height,
      drop: 0.9,
      color: palette.metal,
      radius: 0.45,
      lit: true,
      random,
    });
  }
  return { room, scene };
}

export function bedroom(ctx: RoomContext) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx, {
    floor: floorSpec(palette, random, random.pick(["wood", "carpet", "wood"] as const)),
  });
  const windowWall = random.pick(["left", "right"] as const);
  room.windows = windowsOn(windowWall, room.depth, room.height, random, {
    frame: scale(palette.darkWood, 0.8),
    curtains: random.pick(palette.textile),
    sheer: random.chance(0.7),
    count: 1,
    from: 1.2,
    to: room.depth - 0.5,
  });
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  room.downlights = downlightGrid(room, random, room.evening ? 0.7 : 0.2);
  const scene = finishRoom(room, ctx);
  const bedW = random.range(1.8, 2.0);
  const cx = random.range(-0.4, 0.4);
  const u = room.width / 2 + cx;
  const headboard = random.pick(["slats", "fluted", "panel", "mouldings"] as const);
  const top = room.height - (room.falseCeiling?.drop ?? 0);
  if (headboard === "slats")
    slatWall(scene, room, "back", u - bedW / 2 - 0.9, u + bedW / 2 + 0.9, 0, top, palette.wood, random);
  else if (headboard === "fluted")
    flutedPanel(
      scene,
      room,
      "back",
      u - bedW / 2 - 0.7,
      u + bedW / 2 + 0.7,
      0.1,
      top - 0.2,
      palette.accentWall,
    );
  else if (headboard === "panel")
    panel(scene, room, "back", u - bedW / 2 - 1.0, u + bedW / 2 + 1.0, 0.1, 2.4, palette.accentWall);
  else mouldings(scene, room, "back", 0.2, room.width - 0.2, room.wall, random);
  const artW = bedW * 0.8;
  wallArt(scene, {
    points: wallAt(room, "back", u - artW / 2, 1.55),
    w: artW,
    h: artW * 0.5,
    frame: palette.darkWood,
    palette: palette.art,
    random,
    style: random.pick(["landscape", "lines", "abstract"] as const),
  });
  const bedL = 2.15;
  const bedZ = room.depth - bedL / 2 - 0.12;
  rug(scene, {
    place: new Placement(cx, bedZ - 0.3),
    w: bedW + 1.4,
    d: bedL + 0.3,
    color: random.pick([hex("#d8cfc1"), palette.textile[2], hex("#9e9486")]),
    accent: palette.textile[0],
    pattern: random.pick(["plain", "border", "stripes"] as const),
    random,
  });
  bed(scene, {
    place: new Placement(cx, bedZ, FACING.camera),
    w: bedW,
    l: bedL,
    frame: palette.upholstery2,
    linen: hex("#f3efe8"),
    throwColor: random.pick(palette.textile),
    pillows: [hex("#f6f3ee"), hex("#f6f3ee"), palette.textile[0], palette.textile[1]],
    headboard: random.chance(0.5) ? palette.upholstery2 : palette.upholstery,
    random,
  });
  for (const side of [-1, 1]) {
    const bulb = nightstand(scene, {
      place: new Placement(cx + side * (bedW / 2 + 0.45), room.depth - 0.3),
      color: palette.wood,
      handle: palette.metal,
      lamp: {
        base: random.pick([palette.metal, hex("#e9e4dc"), hex("#2c2a28")]),
        shade: hex("#f2ebdf"),
        lit: room.evening || random.chance(0.3),
      },
    });
    if (bulb)
      room.lamps.push({ position: bulb, strength: room.evening ? 0.35 : 0.08, color: hex("#ffd8a0") });
  }
  if (random.chance(0.6)) {
    const sx = windowWall === "left" ? -room.width / 2 + 0.9 : room.width / 2 - 0.9;
    armchair(scene, {
      place: new Placement(
        sx,
        room.depth * 0.35,
        windowWall === "left" ? FACING.right + 0.5 : FACING.left - 0.5,
      ),
      color: palette.upholstery,
      random,
    });
    plant(scene, {
      x: sx,
      z: room.depth * 0.35 + 0.8,
      size: 1.1,
      pot: hex("#e8e2d8"),
      kind: "palm",
      random: random.fork("plant"),
    });
  }
  if (random.chance(0.5)) {
    const sideX = windowWall === "left" ? room.width / 2 - 0.3 : -room.width / 2 + 0.3;
    cabinetRun(scene, {
      place: new Placement(sideX, room.depth * 0.4, windowWall === "left" ? FACING.left : FACING.right),
      w: 1.4,
      d: 0.5,
      y: 0,
      h: 0.8,
      color: palette.wood,
      doors: 3,
      handle: palette.metal,
      drawers: true,
      top: palette.wood,
    });
  }
  return { room, scene };
}

export function diningRoom(ctx: RoomContext) {
  const { random, palette } = ctx;
  const room = baseRoom(ctx);
  const windowWall = random.pick(["left", "right", "back"] as const);
  room.windows = windowsOn(windowWall, windowWall === "back" ? room.width : room.depth, room.height, random, {
    frame: scale(palette.darkWood, 0.8),
    curtains: random.chance(0.6) ? random.pick(palette.textile) : undefined,
    sheer: random.chance(0.4),
    from: windowWall === "back" ? 0.8 : 1.2,
    to: (windowWall === "back" ? room.width : room.depth) - 0.8,
  });
  room.sun = room.evening ? undefined : sunThrough(room.windows[0], random);
  room.downlights = downlightGrid(room, random, room.evening ? 0.6 : 0.2);
  const scene = finishRoom(room, ctx);
  const tableW = random.range(1.8, 2.4);
  const tableD = random.range(0.95, 1.1);
  const round = random.chance(0.25);
  const cz = room.depth * random.range(0.5, 0.6);
  const cx = random.range(-0.3, 0.3);
  if (windowWall !== "back") {
    const treatment = random.pick(["stone", "slats", "art"] as const);
    if (treatment === "stone")
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
    if (treatment === "slats")
      slatWall(
        scene,
        room,
        "back",
        room.width / 2 - 1.6,
        room.width / 2 + 1.6,
        0,
        room.height,
        palette.wood,
        random,
      );
    wallArt(scene, {
      points: wallAt(room, "back", room.width / 2 + cx - 0.7, 1.45),
      w: 1.4,
      h: 0.9,
      frame: palette.darkWood,
      palette: palette.art,
      random,
    });
    cabinetRun(scene, {
      place: new Placement(cx, room.depth - 0.3, FACING.camera),
      w: random.range(1.8, 2.4),
      d: 0.45,
      y: 0.12,
      h: 0.72,
      color: palette.darkWood,
      doors: 4,
      handle: palette.metal,
      top: palette.stone,
    });
  } else {
    const artWall = random.pick(["left", "right"] as const);
    wallArt(scene, {
      points: wallAt(room, artWall, cz - 0.6 + (artWall === "right" ? room.depth - 2 * cz : 0), 1.35),
      w: 1.2,
      h: 0.9,
      frame: palette.darkWood,
      palette: palette.art,
      random,
    });
  }
  rug(scene, {
    place: new Placement(cx, cz),
    w: tableW + 1.6,
    d: tableD + 1.7,
    color: random.pick([hex("#cfc4b3"), palette.textile[2]]),
    accent: palette.textile[0],
    pattern: random.pick(["border", "plain"] as const),
    random,
  });
  diningTable(scene, {
    place: new Placement(cx, cz),
    w: round ? 1.3 : tableW,
    d: round ? 1.3 : tableD,
    top: random.pick([palette.wood, palette.stone, palette.darkWood]),
    base: palette.darkWood,
    chair: random.pick([palette.upholstery, palette.upholstery2, palette.textile[0]]),
    chairFrame: palette.darkWood,
    round,
    chairs: round ? 4 : undefined,
    random,
  });
  const kind = random.pick(["dome", "globe", "linear", "drum", "chandelier"] as const);
  if (kind === "chandelier") {
    chandelier(scene, {
      x: cx,
      z: cz,
      ceiling: room.height,
      drop: 1.0,
      color: palette.metal,
      radius: 0.5,
      lit: true,
      random,
    });
  } else if (kind === "linear") {
    pendant(scene, {
      x: cx,
      z: cz,
      ceiling: room.height,
      drop: 1.25,
      kind,
      color: palette.metal,
      lit: true,
      length: tableW * 0.75,
    });
  } else {
    const count = round ? 1 : random.int(2, 3);
    for (let i = 0; i < count; i++) {
      const px = cx + (count === 1 ? 0 : -tableW * 0.3 + (tableW * 0.6 * i) / (count - 1));
      pendant(scene, {
        x: px,
        z: cz,
        ceiling: room.height,
        drop: 1.2,
        kind,
        color: random.pick([palette.metal, hex("#2b2826"), hex("#efe9df")]),
        lit: true,
      });
    }
  }
  room.lamps.push({
    position: [cx, room.height - 1.3, cz],
    strength: room.evening ? 0.7 : 0.12,
    color: hex("#ffd8a0"),
  });
  plant(scene, {
    x: room.width / 2 - 0.5,
    z: room.depth - 0.5,
    size: 1.5,
    pot: hex("#d9cfc2"),
    kind: random.pick(["tree", "palm"] as const),
    random: random.fork("plant"),
  });
  return { room, scene };
}
