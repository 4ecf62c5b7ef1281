import sharp from "sharp";
import { hex, mix, scale, type Rgb } from "../lib/color";
import { createRandom, type Random } from "../lib/random";
import { normalize, type Vec3 } from "../render/vector";
import { Raster, type Material, type Studio } from "./raster";

export const ACCESSORY_KINDS = [
  "vase",
  "lamp",
  "mirror",
  "wall-art",
  "cushion",
  "rug",
  "clock",
  "planter",
  "tray",
  "candle-holder",
  "sculpture",
  "bowl",
] as const;

export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];

const SS = 2;

const backdrops: [string, string][] = [
  ["#e9e3da", "#ddd5c9"],
  ["#e6e1d9", "#d6cfc4"],
  ["#dcd6cc", "#cbc3b6"],
  ["#e8e0d6", "#d9cabc"],
  ["#dfe1da", "#cfd2c8"],
  ["#ece8e1", "#e0d9ce"],
  ["#d9d1c6", "#c6bbac"],
];

/** Tiny value noise, enough for stone speckle, wood grain and weave. */
function noise2(seed: number) {
  const hash = (x: number, y: number) => {
    let h = (x * 374761393 + y * 668265263 + seed * 2147483647) | 0;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
  return (x: number, y: number) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const fx = x - xi;
    const fy = y - yi;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = hash(xi, yi);
    const b = hash(xi + 1, yi);
    const c = hash(xi, yi + 1);
    const d = hash(xi + 1, yi + 1);
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}

const solid = (color: Rgb) => () => color;

function speckled(color: Rgb, random: Random): Material["albedo"] {
  const n = noise2(random.int(1, 1e6));
  return (u, v) => {
    const k = n(u * 900, v * 700);
    return k > 0.93 ? scale(color, 0.55) : scale(color, 0.97 + n(u * 40, v * 30) * 0.06);
  };
}

function woodGrain(color: Rgb, random: Random): Material["albedo"] {
  const n = noise2(random.int(1, 1e6));
  return (u, v) => {
    const ring = Math.sin((v * 40 + n(u * 8, v * 3) * 6) * Math.PI);
    return scale(color, 0.9 + ring * 0.08 + n(u * 60, v * 200) * 0.06);
  };
}

function twoTone(top: Rgb, bottom: Rgb, at: number, random: Random): Material["albedo"] {
  const n = noise2(random.int(1, 1e6));
  return (u, v) => {
    const edge = at + (n(u * 24, 0.5) - 0.5) * 0.12;
    return v > edge ? top : bottom;
  };
}

function fabric(
  color: Rgb,
  random: Random,
  pattern: "plain" | "stripes" | "grid" | "diamond" | "boucle",
): Material["albedo"] {
  const n = noise2(random.int(1, 1e6));
  const accent = mix(
    color,
    random.pick([hex("#2b2826"), hex("#f4efe6"), hex("#b08d57"), hex("#7a4e2f")]),
    0.7,
  );
  return (u, v) => {
    const weave =
      0.94 +
      0.06 * Math.sin(u * 900) * Math.sin(v * 900) +
      (n(u * 300, v * 300) - 0.5) * (pattern === "boucle" ? 0.25 : 0.08);
    let base = color;
    if (pattern === "stripes" && Math.sin(u * Math.PI * 14) > 0.55) base = accent;
    if (
      pattern === "grid" &&
      (Math.abs(Math.sin(u * Math.PI * 8)) < 0.12 || Math.abs(Math.sin(v * Math.PI * 8)) < 0.12)
    )
      base = accent;
    if (
      pattern === "diamond" &&
      Math.abs(((u * 6 + v * 6) % 2) - 1) + Math.abs(((u * 6 - v * 6 + 20) % 2) - 1) < 0.35
    )
      base = accent;
    return scale(base, weave);
  };
}

interface Shot {
  studio: Studio;
  raster: Raster;
  random: Random;
  /** Wall-hung pieces cast their shadow on the backdrop rather than the floor. */
  onWall: boolean;
  /** Extra SVG drawn over the render (leaves, flames), in supersampled pixels. */
  overlay: string[];
  glow: { x: number; y: number; r: number }[];
}

function newShot(
  random: Random,
  size: number,
  height: number,
  options: { elevation?: number; onWall?: boolean; horizon?: number } = {},
): Shot {
  const [back, floor] = random.pick(backdrops).map(hex);
  const elevation = options.elevation ?? (options.onWall ? 0 : random.range(0.1, 0.2));
  const scalePx = (size * 0.6) / height;
  const cy = size * (options.onWall ? 0.5 + (height * scalePx) / 2 / size : 0.8);
  const studio: Studio = {
    backdrop: back,
    floor,
    elevation,
    scale: scalePx,
    cx: size / 2,
    cy,
    horizon: options.horizon ?? (options.onWall ? size * 1.2 : size * random.range(0.52, 0.62)),
  };
  return {
    studio,
    raster: new Raster(size, studio),
    random,
    onWall: options.onWall ?? false,
    overlay: [],
    glow: [],
  };
}

const ceramics = [
  "#f1ede6",
  "#e4ddd1",
  "#2b2927",
  "#b9825a",
  "#9aa58f",
  "#c7b299",
  "#5f6f63",
  "#d8c6b0",
  "#8c4f3a",
  "#efe6d6",
].map(hex);

function ceramicMaterial(random: Random): Material {
  const color = random.pick(ceramics);
  const style = random.pick(["matte", "gloss", "speckle", "ribbed", "twotone"] as const);
  switch (style) {
    case "gloss":
      return { albedo: solid(color), roughness: 0.12, specular: 0.9 };
    case "speckle":
      return { albedo: speckled(color, random), roughness: 0.75, specular: 0.25 };
    case "ribbed":
      return {
        albedo: solid(color),
        roughness: 0.6,
        specular: 0.3,
        ribs: { count: random.int(18, 36), depth: 0.35 },
      };
    case "twotone":
      return {
        albedo: twoTone(random.pick(ceramics), color, random.range(0.45, 0.75), random),
        roughness: 0.3,
        specular: 0.6,
      };
    default:
      return { albedo: solid(color), roughness: 0.85, specular: 0.15 };
  }
}

const brass: Material = { albedo: solid(hex("#c9a46a")), roughness: 0.3, specular: 1, metal: true };

type Profile = [number, number][];

function vaseProfile(random: Random): Profile {
  const kind = random.pick(["amphora", "bottle", "ovoid", "cylinder", "bud", "globe"] as const);
  const h = random.range(0.28, 0.42);
  const pts: Profile = [[0, 0]];
  const add = (r: number, y: number) => pts.push([r, y * h]);
  switch (kind) {
    case "amphora":
      add(0.05, 0);
      add(0.09, 0.25);
      add(0.1, 0.45);
      add(0.07, 0.75);
      add(0.04, 0.88);
      add(0.05, 1);
      break;
    case "bottle":
      add(0.07, 0);
      add(0.085, 0.1);
      add(0.085, 0.5);
      add(0.06, 0.62);
      add(0.022, 0.75);
      add(0.02, 0.96);
      add(0.026, 1);
      break;
    case "ovoid":
      add(0.05, 0);
      add(0.09, 0.18);
      add(0.11, 0.45);
      add(0.095, 0.72);
      add(0.06, 0.92);
      add(0.055, 1);
      break;
    case "cylinder":
      add(0.07, 0);
      add(0.075, 0.03);
      add(0.075, 0.97);
      add(0.072, 1);
      break;
    case "bud":
      add(0.05, 0);
      add(0.08, 0.25);
      add(0.085, 0.45);
      add(0.05, 0.7);
      add(0.03, 0.85);
      add(0.045, 1);
      break;
    case "globe":
      for (let i = 0; i <= 10; i++) {
        const a = -Math.PI / 2 + (i / 10) * Math.PI * 0.85;
        add(0.12 * Math.cos(a) + 0.001, (0.5 + 0.5 * Math.sin(a)) * 0.9);
      }
      add(0.035, 0.95);
      add(0.04, 1);
      break;
  }
  return pts;
}

/** The open rim of a vessel: inner wall drawn down a little so the opening reads. */
function rim(shot: Shot, profile: Profile, material: Material, depth = 0.25, x0 = 0) {
  const [r, top] = profile[profile.length - 1];
  const inner: Profile = [
    [Math.max(0.001, r * 0.85), top - Math.min(depth, top * 0.8)],
    [r * 0.88, top],
  ];
  const shadowed: Material = { ...material, albedo: (u, v) => scale(material.albedo(u, v), 0.45 + v * 0.4) };
  shot.raster.lathe(inner, shadowed, { inside: true, x0 });
}

function renderVase(shot: Shot) {
  const { random } = shot;
  const profile = vaseProfile(random);
  const material = ceramicMaterial(random);
  shot.raster.lathe(profile, material);
  rim(shot, profile, material);
  if (random.chance(0.35)) {
    // A dried branch or two of pampas, drawn as soft strokes.
    const top = shot.raster.project([0, profile[profile.length - 1][1], 0]);
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + random.range(-0.5, 0.5);
      const len = random.range(0.3, 0.55) * shot.studio.scale;
      const ex = top[0] + Math.cos(a) * len;
      const ey = top[1] + Math.sin(a) * len;
      shot.overlay.push(
        `<path d="M${top[0]} ${top[1]}Q${(top[0] + ex) / 2 + random.range(-20, 20)} ${(top[1] + ey) / 2} ${ex} ${ey}" stroke="#8a7356" stroke-width="3" fill="none"/>`,
      );
      shot.overlay.push(
        `<ellipse cx="${ex}" cy="${ey}" rx="${len * 0.08}" ry="${len * 0.22}" transform="rotate(${(a * 180) / Math.PI + 90} ${ex} ${ey})" fill="#e8dcc5" opacity="0.85"/>`,
      );
    }
  }
}

function renderBowl(shot: Shot) {
  const { random } = shot;
  const w = random.range(0.14, 0.2);
  const h = random.range(0.06, 0.12);
  const footed = random.chance(0.4);
  const profile: Profile = footed
    ? [
        [0, 0],
        [w * 0.35, 0],
        [w * 0.35, h * 0.15],
        [w * 0.5, h * 0.22],
        [w * 0.85, h * 0.55],
        [w, h],
      ]
    : [
        [0, 0],
        [w * 0.45, 0],
        [w * 0.7, h * 0.2],
        [w * 0.92, h * 0.6],
        [w, h],
      ];
  const kind = random.pick(["wood", "ceramic", "brass", "marble"] as const);
  const material: Material =
    kind === "wood"
      ? {
          albedo: woodGrain(random.pick([hex("#8a5f3f"), hex("#b08560"), hex("#5b3f2b")]), random),
          roughness: 0.55,
          specular: 0.35,
        }
      : kind === "brass"
        ? brass
        : kind === "marble"
          ? { albedo: speckled(hex("#ece8e2"), random), roughness: 0.25, specular: 0.6 }
          : ceramicMaterial(random);
  shot.raster.lathe(profile, material);
  const inner: Profile = profile.slice(1).map(([r, y]) => [r * 0.93, y * 0.95 + h * 0.05]);
  const innerMaterial: Material =
    kind === "ceramic" && random.chance(0.5)
      ? { ...material, albedo: solid(random.pick(ceramics)) }
      : material;
  shot.raster.lathe([[0, h * 0.12], ...inner], innerMaterial, { inside: true });
  if (random.chance(0.5)) {
    // Fruit or pebbles resting inside.
    const colors = random.pick([
      [hex("#d6a23a"), hex("#c98a2e")],
      [hex("#7f9a4a"), hex("#a3b55e")],
      [hex("#d8d2c8"), hex("#9c958c")],
    ]);
    for (let i = 0; i < 3; i++) {
      const r = w * random.range(0.22, 0.3);
      const cx = random.range(-w * 0.35, w * 0.35);
      const cz = random.range(-w * 0.2, w * 0.3);
      sphere(shot, [cx, h * 0.45 + r * 0.4, cz], r, {
        albedo: solid(colors[i % 2]),
        roughness: 0.4,
        specular: 0.4,
      });
    }
  }
}

function sphere(shot: Shot, c: Vec3, r: number, material: Material, squash = 1) {
  const steps = shot.raster.steps(Math.PI * r * 2);
  shot.raster.surface(
    (u, v) => {
      const phi = u * Math.PI * 2;
      const theta = v * Math.PI;
      const n: Vec3 = [Math.sin(theta) * Math.cos(phi), -Math.cos(theta), Math.sin(theta) * Math.sin(phi)];
      return {
        p: [c[0] + n[0] * r, c[1] + n[1] * r * squash, c[2] + n[2] * r],
        n: normalize([n[0], n[1] / squash, n[2]]),
      };
    },
    material,
    steps,
    Math.ceil(steps / 2),
  );
}

function renderPlanter(shot: Shot) {
  const { random } = shot;
  const w = random.range(0.12, 0.17);
  const h = random.range(0.16, 0.24);
  const kind = random.pick(["terracotta", "concrete", "ribbed", "black", "basket"] as const);
  const profile: Profile =
    kind === "basket"
      ? [
          [0, 0],
          [w * 0.85, 0],
          [w, h],
          [w * 1.02, h],
        ]
      : [
          [0, 0],
          [w * 0.75, 0],
          [w * 0.8, h * 0.05],
          [w, h * 0.92],
          [w * 1.05, h * 0.95],
          [w * 1.05, h],
        ];
  const n = noise2(random.int(1, 1e6));
  const material: Material =
    kind === "terracotta"
      ? {
          albedo: (u, v) => scale(hex("#b86e4b"), 0.92 + n(u * 80, v * 40) * 0.12),
          roughness: 0.9,
          specular: 0.1,
        }
      : kind === "concrete"
        ? { albedo: speckled(hex("#b9b5ae"), random), roughness: 0.9, specular: 0.1 }
        : kind === "ribbed"
          ? { albedo: solid(hex("#efebe4")), roughness: 0.6, specular: 0.3, ribs: { count: 28, depth: 0.4 } }
          : kind === "black"
            ? { albedo: solid(hex("#2b2927")), roughness: 0.7, specular: 0.3 }
            : {
                albedo: (u, v) =>
                  scale(hex("#c2a57c"), Math.sin(u * 300) * Math.sin(v * 60) > 0 ? 1.05 : 0.82),
                roughness: 0.9,
                specular: 0.1,
              };
  shot.raster.lathe(profile, material);
  rim(shot, profile, material, 0.05);
  // Soil, then foliage drawn over the pot's rim.
  shot.raster.lathe(
    [
      [0, h * 0.93],
      [w * 0.95, h * 0.93],
    ],
    { albedo: solid(hex("#3a2c22")), roughness: 1, specular: 0 },
    { inside: true },
  );
  const base = shot.raster.project([0, h * 0.95, 0]);
  const s = shot.studio.scale;
  const kindPlant = random.pick(["sansevieria", "monstera", "fern", "rubber"] as const);
  const greens = ["#2f4a2b", "#3f6130", "#4d6b3c", "#5f7f45", "#6d8b4e"];
  const leaf = (x: number, y: number, len: number, wid: number, angle: number, color: string) => {
    const ca = Math.cos(angle);
    const sa = Math.sin(angle);
    const tx = x + ca * len;
    const ty = y + sa * len;
    const nx = -sa * wid;
    const ny = ca * wid;
    const id = `l${shot.overlay.length}`;
    shot.overlay.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x + nx}" y1="${y + ny}" x2="${x - nx}" y2="${y - ny}"><stop offset="0" stop-color="${color}" stop-opacity="1"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="#1b2a18"/></linearGradient>`,
      `<path d="M${x} ${y}Q${x + ca * len * 0.45 + nx} ${y + sa * len * 0.45 + ny} ${tx} ${ty}Q${x + ca * len * 0.45 - nx} ${y + sa * len * 0.45 - ny} ${x} ${y}Z" fill="url(#${id})"/>`,
    );
  };
  const count = kindPlant === "fern" ? 60 : 14;
  for (let i = 0; i < count; i++) {
    const color = random.pick(greens);
    if (kindPlant === "sansevieria") {
      leaf(
        base[0] + random.range(-w, w) * s * 0.6,
        base[1],
        s * random.range(0.25, 0.45),
        s * 0.025,
        -Math.PI / 2 + random.range(-0.3, 0.3),
        color,
      );
    } else if (kindPlant === "fern") {
      const a = -Math.PI / 2 + random.range(-1.4, 1.4);
      const len = s * random.range(0.1, 0.26);
      leaf(base[0] + random.range(-w, w) * s * 0.4, base[1], len, len * 0.12, a, color);
    } else {
      const a = -Math.PI / 2 + random.range(-1.1, 1.1);
      const len = s * random.range(0.12, 0.3);
      const ex = base[0] + Math.cos(a) * len;
      const ey = base[1] + Math.sin(a) * len;
      shot.overlay.push(
        `<path d="M${base[0]} ${base[1]}L${ex} ${ey}" stroke="#4f6a3a" stroke-width="${s * 0.006}"/>`,
      );
      leaf(
        ex,
        ey,
        s * random.range(0.08, 0.14),
        s * (kindPlant === "monstera" ? 0.06 : 0.035),
        a + random.range(-0.5, 0.5),
        color,
      );
    }
  }
}

function renderLamp(shot: Shot) {
  const { random } = shot;
  const baseKind = random.pick(["gourd", "column", "cylinder", "ribbed"] as const);
  const bh = random.range(0.3, 0.4);
  const profile: Profile =
    baseKind === "gourd"
      ? [
          [0, 0],
          [0.05, 0],
          [0.1, bh * 0.25],
          [0.11, bh * 0.45],
          [0.06, bh * 0.75],
          [0.03, bh * 0.9],
          [0.012, bh],
        ]
      : baseKind === "column"
        ? [
            [0, 0],
            [0.08, 0],
            [0.08, 0.02],
            [0.02, 0.04],
            [0.016, bh],
            [0.01, bh],
          ]
        : [
            [0, 0],
            [0.075, 0],
            [0.075, bh * 0.9],
            [0.03, bh],
            [0.012, bh],
          ];
  const material: Material =
    baseKind === "column"
      ? brass
      : baseKind === "ribbed"
        ? {
            albedo: solid(random.pick(ceramics)),
            roughness: 0.5,
            specular: 0.4,
            ribs: { count: 24, depth: 0.4 },
          }
        : ceramicMaterial(random);
  shot.raster.lathe(profile, material);
  shot.raster.lathe(
    [
      [0.008, bh],
      [0.008, bh + 0.05],
    ],
    brass,
  );
  const lit = random.chance(0.6);
  const shadeColor = random.pick([hex("#f3ede2"), hex("#e8dcc7"), hex("#d9cbb5"), hex("#efe9df")]);
  const sh = random.range(0.18, 0.24);
  const r0 = random.range(0.16, 0.2);
  const r1 = r0 * random.range(0.65, 0.9);
  const y0 = bh + 0.03;
  const shade: Material = {
    albedo: fabric(shadeColor, random, "plain"),
    roughness: 0.95,
    specular: 0.05,
    glow: lit ? 0.55 : 0,
  };
  shot.raster.lathe(
    [
      [r0, y0],
      [r1, y0 + sh],
    ],
    shade,
  );
  shot.raster.lathe(
    [
      [r0 * 0.99, y0],
      [r1 * 0.99, y0 + sh],
    ],
    { ...shade, albedo: solid(lit ? hex("#fff1d6") : scale(shadeColor, 0.7)), glow: lit ? 0.9 : 0 },
    { inside: true },
  );
  if (lit) {
    const c = shot.raster.project([0, y0 + sh * 0.5, 0]);
    shot.glow.push({ x: c[0], y: c[1], r: r0 * shot.studio.scale * 2.2 });
  }
}

function renderCandleHolder(shot: Shot) {
  const { random } = shot;
  const count = random.int(1, 3);
  const metal: Material = random.chance(0.7)
    ? brass
    : { albedo: solid(hex("#2b2927")), roughness: 0.35, specular: 0.7, metal: true };
  for (let i = 0; i < count; i++) {
    const x0 = (i - (count - 1) / 2) * 0.13;
    const z0 = (i % 2) * 0.05;
    const h = random.range(0.12, 0.28);
    const profile: Profile = [
      [0, 0],
      [0.05, 0],
      [0.05, 0.01],
      [0.018, 0.03],
      [0.014, h * 0.4],
      [0.026, h * 0.45],
      [0.014, h * 0.5],
      [0.012, h * 0.95],
      [0.03, h],
    ];
    shot.raster.lathe(profile, metal, { x0, z0 });
    const ch = random.range(0.12, 0.2);
    shot.raster.lathe(
      [
        [0.011, h],
        [0.011, h + ch],
        [0.002, h + ch + 0.004],
      ],
      { albedo: solid(hex("#f3ecdd")), roughness: 0.6, specular: 0.2 },
      { x0, z0 },
    );
    const f = shot.raster.project([x0, h + ch + 0.025, z0]);
    const s = shot.studio.scale;
    shot.overlay.push(
      `<ellipse cx="${f[0]}" cy="${f[1]}" rx="${s * 0.007}" ry="${s * 0.018}" fill="#ffe7b0"/>`,
    );
    shot.overlay.push(
      `<ellipse cx="${f[0]}" cy="${f[1] + s * 0.006}" rx="${s * 0.004}" ry="${s * 0.009}" fill="#fff8e8"/>`,
    );
    shot.glow.push({ x: f[0], y: f[1], r: s * 0.09 });
  }
}

function renderTray(shot: Shot) {
  const { random } = shot;
  const w = random.range(0.18, 0.24);
  const h = 0.03;
  const oval = random.chance(0.4);
  const kind = random.pick(["brass", "wood", "marble", "lacquer"] as const);
  const material: Material =
    kind === "brass"
      ? brass
      : kind === "wood"
        ? {
            albedo: woodGrain(random.pick([hex("#8a5f3f"), hex("#5b3f2b"), hex("#b08560")]), random),
            roughness: 0.5,
            specular: 0.35,
          }
        : kind === "marble"
          ? { albedo: speckled(hex("#ebe7e0"), random), roughness: 0.25, specular: 0.6 }
          : { albedo: solid(hex("#1f1d1c")), roughness: 0.15, specular: 0.9 };
  const sx = oval ? 1.35 : 1;
  shot.raster.lathe(
    [
      [0, 0],
      [w, 0],
      [w, h],
      [w * 0.97, h],
    ],
    material,
    { sx },
  );
  shot.raster.lathe(
    [
      [w * 0.95, h],
      [w * 0.95, 0.008],
      [0, 0.008],
    ],
    material,
    { sx, inside: true },
  );
  if (random.chance(0.6)) {
    const vase = vaseProfile(random).map(([r, y]): [number, number] => [r * 0.45, y * 0.45]);
    const m = ceramicMaterial(random);
    shot.raster.lathe(vase, m, { x0: w * 0.3, z0: 0.02, y0: 0.008 });
    shot.raster.lathe(
      [
        [0, 0.008],
        [0.035, 0.008],
        [0.035, 0.07],
        [0.03, 0.07],
      ],
      { albedo: solid(hex("#f3ecdd")), roughness: 0.6, specular: 0.2 },
      { x0: -w * 0.35, z0: -0.02 },
    );
  }
}

function renderSculpture(shot: Shot) {
  const { random } = shot;
  const kind = random.pick(["ring", "pebbles", "teardrop", "arch"] as const);
  const stone: Material = random.pick([
    { albedo: speckled(hex("#e6e0d6"), random), roughness: 0.8, specular: 0.15 },
    { albedo: solid(hex("#2b2927")), roughness: 0.5, specular: 0.4 },
    brass,
    { albedo: woodGrain(hex("#8a5f3f"), random), roughness: 0.6, specular: 0.25 },
    { albedo: solid(hex("#c7b299")), roughness: 0.85, specular: 0.1 },
  ]);
  const plinth: Material = {
    albedo: speckled(random.pick([hex("#2b2927"), hex("#efebe4"), hex("#b9b5ae")]), random),
    roughness: 0.6,
    specular: 0.3,
  };
  const box = (w: number, h: number, d: number, material: Material) => {
    const faces: { o: Vec3; u: Vec3; v: Vec3; n: Vec3 }[] = [
      { o: [-w / 2, h, -d / 2], u: [w, 0, 0], v: [0, 0, d], n: [0, 1, 0] },
      { o: [-w / 2, 0, -d / 2], u: [w, 0, 0], v: [0, h, 0], n: [0, 0, -1] },
      { o: [-w / 2, 0, -d / 2], u: [0, 0, d], v: [0, h, 0], n: [-1, 0, 0] },
      { o: [w / 2, 0, -d / 2], u: [0, 0, d], v: [0, h, 0], n: [1, 0, 0] },
    ];
    for (const f of faces) {
      const lu = Math.hypot(...f.u);
      const lv = Math.hypot(...f.v);
      shot.raster.surface(
        (a, b) => ({
          p: [
            f.o[0] + f.u[0] * a + f.v[0] * b,
            f.o[1] + f.u[1] * a + f.v[1] * b,
            f.o[2] + f.u[2] * a + f.v[2] * b,
          ],
          n: f.n,
        }),
        material,
        shot.raster.steps(lu),
        shot.raster.steps(lv),
      );
    }
  };
  const base = 0.05;
  box(0.16, base, 0.12, plinth);
  if (kind === "ring") {
    const R = 0.11;
    const a = 0.028;
    const steps = shot.raster.steps(2 * Math.PI * (R + a));
    shot.raster.surface(
      (u, v) => {
        const t = u * Math.PI * 2;
        const p = v * Math.PI * 2;
        const cx = Math.cos(t) * R;
        const cy = Math.sin(t) * R + R + a + base;
        const n: Vec3 = [Math.cos(p) * Math.cos(t), Math.cos(p) * Math.sin(t), Math.sin(p)];
        return { p: [cx + n[0] * a, cy + n[1] * a, n[2] * a], n };
      },
      stone,
      steps,
      shot.raster.steps(2 * Math.PI * a) * 2,
    );
  } else if (kind === "pebbles") {
    let y = base;
    for (let i = 0; i < random.int(3, 4); i++) {
      const r = random.range(0.045, 0.075) * (1 - i * 0.12);
      sphere(shot, [random.range(-0.01, 0.01), y + r * 0.55, 0], r, stone, 0.55);
      y += r * 1.05;
    }
  } else if (kind === "teardrop") {
    const h = random.range(0.24, 0.32);
    const pts: Profile = [[0, base]];
    for (let i = 0; i <= 14; i++) {
      const t = i / 14;
      pts.push([0.075 * Math.sin(Math.PI * Math.pow(t, 0.7)) + 0.002, base + t * h]);
    }
    shot.raster.lathe(pts, stone);
  } else {
    const R = 0.09;
    const a = 0.03;
    shot.raster.surface(
      (u, v) => {
        const t = u * Math.PI;
        const p = v * Math.PI * 2;
        const n: Vec3 = [Math.cos(p) * Math.cos(t), Math.cos(p) * Math.sin(t), Math.sin(p)];
        return {
          p: [Math.cos(t) * R + n[0] * a, Math.sin(t) * R * 1.6 + base + n[1] * a, n[2] * a],
          n: normalize([n[0], n[1] / 1.6, n[2]]),
        };
      },
      stone,
      shot.raster.steps(Math.PI * R * 2),
      shot.raster.steps(2 * Math.PI * a) * 2,
    );
  }
}

/** A flat piece facing the camera on the backdrop wall: a mirror, a clock face, a canvas. */
function wallPiece(
  shot: Shot,
  shape: "round" | "arch" | "rect",
  w: number,
  h: number,
  face: Material,
  frame: Material,
  frameWidth: number,
) {
  const inside = (x: number, y: number) => {
    if (shape === "round") return Math.hypot(x / (w / 2), y / (h / 2)) <= 1;
    if (shape === "arch")
      return y <= h / 2 - w / 2
        ? Math.abs(x) <= w / 2 && y >= -h / 2
        : Math.hypot(x, y - (h / 2 - w / 2)) <= w / 2;
    return Math.abs(x) <= w / 2 && Math.abs(y) <= h / 2;
  };
  const cy = h / 2;
  const W = w + frameWidth * 2;
  const H = h + frameWidth * 2;
  // Fill the frame with the piece and centre it.
  const big = shot.raster.size;
  shot.studio.scale = (big * 0.62) / Math.max(W, H);
  shot.studio.cy = big / 2 + (h / 2) * shot.studio.scale;
  const steps = shot.raster.steps(Math.max(W, H));
  const fInside = (x: number, y: number) => {
    if (shape === "round") return Math.hypot(x / (W / 2), y / (H / 2)) <= 1;
    if (shape === "arch")
      return y <= H / 2 - W / 2
        ? Math.abs(x) <= W / 2 && y >= -H / 2
        : Math.hypot(x, y - (H / 2 - W / 2)) <= W / 2;
    return Math.abs(x) <= W / 2 && Math.abs(y) <= H / 2;
  };
  shot.raster.surface(
    (u, v) => {
      const x = (u - 0.5) * W;
      const y = (0.5 - v) * H;
      if (!fInside(x, y)) return { p: [0, -10, 0], n: [0, 0, -1] };
      if (inside(x, y)) return { p: [x, cy + y, -0.01], n: [0, 0, -1] };
      // The frame: a rounded moulding whose normal leans outward toward its outer edge.
      const ex = Math.abs(x) / (W / 2);
      const ey = Math.abs(y) / (H / 2);
      const edge = shape === "rect" ? Math.max(ex, ey) : Math.hypot(x / (W / 2), y / (H / 2));
      const lean = (edge - 0.9) * 4;
      const n = normalize([Math.sign(x) * Math.max(0, lean) * ex, Math.sign(y) * Math.max(0, lean) * ey, -1]);
      return { p: [x, cy + y, -0.025], n };
    },
    {
      ...frame,
      albedo: (u, v) => frame.albedo(u, v),
    },
    steps,
    steps,
  );
  // The face is drawn again on top with its own material (the frame pass covered it).
  shot.raster.surface(
    (u, v) => {
      const x = (u - 0.5) * w;
      const y = (0.5 - v) * h;
      if (!inside(x, y)) return { p: [0, -10, 0], n: [0, 0, -1] };
      return { p: [x, cy + y, -0.03], n: [0, 0, -1] };
    },
    face,
    steps,
    steps,
  );
}

function renderMirror(shot: Shot) {
  const { random } = shot;
  const shape = random.pick(["round", "arch", "rect"] as const);
  const w = random.range(0.5, 0.7);
  const h = shape === "round" ? w : w * random.range(1.3, 1.6);
  const reflection: Material = {
    albedo: (u, v) => {
      // A soft, out-of-focus room: a bright window shape on a warm wall.
      const win = u > 0.58 && u < 0.85 && v > 0.15 && v < 0.6 ? 0.25 : 0;
      return mix(hex("#a9a59d"), hex("#d8d6d0"), 0.3 + (1 - v) * 0.4 + win);
    },
    roughness: 0.05,
    specular: 0.4,
  };
  const frames: Material[] = [
    brass,
    { albedo: woodGrain(hex("#6e4b33"), random), roughness: 0.5, specular: 0.3 },
    { albedo: solid(hex("#2b2927")), roughness: 0.4, specular: 0.5 },
    {
      albedo: (u, v) => scale(hex("#c2a57c"), Math.sin(u * 400 + v * 400) > 0 ? 1.05 : 0.8),
      roughness: 0.9,
      specular: 0.1,
    },
  ];
  wallPiece(shot, shape, w, h, reflection, random.pick(frames), random.range(0.02, 0.06));
}

function renderClock(shot: Shot) {
  const { random } = shot;
  const r = random.range(0.2, 0.26);
  const faceColor = random.pick([hex("#f3efe8"), hex("#2b2927"), hex("#e6dccb"), hex("#5f6f63")]);
  const markColor = faceColor[0] > 0.5 ? hex("#2b2927") : hex("#e9dcc0");
  const hour = random.range(0, 12);
  const minute = random.range(0, 60);
  const handAt = (x: number, y: number, angle: number, len: number, width: number) => {
    const ax = Math.sin(angle);
    const ay = Math.cos(angle);
    const t = x * ax + y * ay;
    const d = Math.abs(x * ay - y * ax);
    return t > -0.08 * len && t < len && d < width;
  };
  const face: Material = {
    albedo: (u, v) => {
      const x = (u - 0.5) * 2;
      const y = (0.5 - v) * 2;
      const rr = Math.hypot(x, y);
      const angle = Math.atan2(x, y);
      const tick = Math.abs((((angle / (Math.PI * 2)) * 12 + 12.5) % 1) - 0.5) < 0.035;
      if (rr > 0.74 && rr < 0.88 && tick) return markColor;
      if (handAt(x, y, (hour / 12) * Math.PI * 2, 0.5, 0.035)) return markColor;
      if (handAt(x, y, (minute / 60) * Math.PI * 2, 0.75, 0.022)) return markColor;
      if (rr < 0.05) return hex("#b08d57");
      return faceColor;
    },
    roughness: 0.6,
    specular: 0.2,
  };
  const frame = random.pick([
    brass,
    { albedo: woodGrain(hex("#8a5f3f"), random), roughness: 0.5, specular: 0.3 },
    { albedo: solid(hex("#2b2927")), roughness: 0.4, specular: 0.5 },
  ]);
  wallPiece(shot, "round", r * 2, r * 2, face, frame, random.range(0.015, 0.03));
}

function renderWallArt(shot: Shot) {
  const { random } = shot;
  const w = random.range(0.55, 0.75);
  const h = w * random.range(1.2, 1.4);
  const palette = random
    .pick([
      ["#f1ebe1", "#c07a52", "#d8b98f", "#3f4a44"],
      ["#eee7db", "#2f4a3c", "#c2a27a", "#8a9b84"],
      ["#efeae2", "#2f2c29", "#b08d57", "#8c8177"],
      ["#f2ebe0", "#b86e4b", "#d9a679", "#5a4a3c"],
    ])
    .map(hex);
  const blobs = Array.from({ length: 5 }, () => ({
    x: random.range(0.15, 0.85),
    y: random.range(0.15, 0.85),
    r: random.range(0.12, 0.3),
    c: random.pick(palette.slice(1)),
  }));
  const style = random.pick(["blobs", "arches", "horizon"] as const);
  const n = noise2(random.int(1, 1e6));
  const canvas: Material = {
    albedo: (u, v) => {
      let color = palette[0];
      if (style === "blobs") {
        for (const b of blobs)
          if (Math.hypot(u - b.x, (v - b.y) * 0.8) < b.r * (1 + (n(u * 6, v * 6) - 0.5) * 0.3)) color = b.c;
      } else if (style === "arches") {
        for (let i = 0; i < 3; i++) {
          const cx = 0.25 + i * 0.25;
          if (Math.abs(u - cx) < 0.1 && (v > 0.45 || Math.hypot(u - cx, v - 0.45) < 0.1) && v < 0.85)
            color = palette[1 + i];
        }
      } else {
        const hill = 0.55 + Math.sin(u * 5 + 1) * 0.06 + (n(u * 4, 1) - 0.5) * 0.08;
        if (v > hill) color = mix(palette[1], palette[3], (v - hill) * 2);
        if (Math.hypot(u - 0.7, v - 0.3) < 0.08) color = palette[2];
      }
      return scale(color, 0.96 + n(u * 400, v * 400) * 0.06);
    },
    roughness: 0.85,
    specular: 0.1,
  };
  const frame = random.pick([
    { albedo: solid(hex("#2b2927")), roughness: 0.5, specular: 0.3 },
    { albedo: woodGrain(hex("#a57c55"), random), roughness: 0.5, specular: 0.3 },
    brass,
    { albedo: solid(hex("#efebe4")), roughness: 0.6, specular: 0.2 },
  ]);
  wallPiece(shot, "rect", w, h, canvas, frame, random.range(0.02, 0.035));
}

function renderCushion(shot: Shot) {
  const { random } = shot;
  const w = random.range(0.42, 0.5);
  const h = random.chance(0.3) ? w * 0.62 : w;
  const bulge = random.range(0.07, 0.1);
  const color = random.pick([
    hex("#c9b79c"),
    hex("#8d6e4e"),
    hex("#e9e2d6"),
    hex("#5b6b58"),
    hex("#b86e4b"),
    hex("#2f4a3c"),
    hex("#d9c7a7"),
    hex("#7d8a9a"),
  ]);
  const material: Material = {
    albedo: fabric(color, random, random.pick(["plain", "stripes", "grid", "diamond", "boucle"] as const)),
    roughness: 0.95,
    specular: 0.05,
  };
  const tilt = random.range(-0.08, 0.08);
  const lean = 0.25;
  const steps = shot.raster.steps(Math.max(w, h) * 1.2);
  shot.raster.surface(
    (u, v) => {
      const x = (u - 0.5) * 2;
      const y = (0.5 - v) * 2;
      // Corners pinch in; the middle puffs out.
      const pinch = 1 - 0.08 * (x * x * y * y);
      const px = x * (w / 2) * pinch * (1 - 0.05 * y * y);
      const py = y * (h / 2) * pinch * (1 - 0.05 * x * x);
      const fx = 1 - x * x;
      const fy = 1 - y * y;
      const z = -bulge * Math.pow(Math.max(0, fx), 0.5) * Math.pow(Math.max(0, fy), 0.5);
      const dzx =
        (((bulge * x) / Math.max(0.05, Math.sqrt(Math.max(1e-4, fx)))) * Math.sqrt(Math.max(0, fy))) /
        (w / 2);
      const dzy =
        (((bulge * y) / Math.max(0.05, Math.sqrt(Math.max(1e-4, fy)))) * Math.sqrt(Math.max(0, fx))) /
        (h / 2);
      const n = normalize([dzx, dzy, -1]);
      // Stand it up, leaning back a little, and turn it slightly.
      const yy = py + h / 2 + 0.005;
      const cosL = Math.cos(lean);
      const sinL = Math.sin(lean);
      const wy = yy * cosL - z * sinL * 0.3;
      const wz = z + yy * sinL;
      const cosT = Math.cos(tilt);
      const sinT = Math.sin(tilt);
      const p: Vec3 = [px * cosT - wz * sinT, wy, px * sinT + wz * cosT];
      const ny = n[1] * cosL + n[2] * -sinL * 0.3;
      const nz = n[2] + n[1] * sinL;
      return { p, n: normalize([n[0] * cosT - nz * sinT, ny, n[0] * sinT + nz * cosT]) };
    },
    material,
    steps,
    steps,
  );
}

function renderRug(shot: Shot) {
  const { random } = shot;
  const w = random.range(1.6, 2.0);
  const d = w * random.range(0.62, 0.72);
  const base = random.pick([
    hex("#d8cfc1"),
    hex("#b9a48a"),
    hex("#8d6e4e"),
    hex("#c9b79c"),
    hex("#5b6b58"),
    hex("#9e4f3a"),
  ]);
  const accent = mix(base, random.pick([hex("#2b2826"), hex("#f4efe6"), hex("#b08d57")]), 0.65);
  const style = random.pick(["border", "diamond", "stripes", "medallion", "abstract"] as const);
  const n = noise2(random.int(1, 1e6));
  const material: Material = {
    albedo: (u, v) => {
      const x = u;
      const y = v;
      let color = base;
      const edge = Math.min(x, 1 - x, y * (d / w), (1 - y) * (d / w));
      if ((style === "border" || style === "medallion") && edge < 0.06 && edge > 0.035) color = accent;
      if (style === "medallion" && Math.hypot((x - 0.5) * 1.2, (y - 0.5) * (d / w) * 1.2) < 0.12)
        color = accent;
      if (
        style === "diamond" &&
        Math.abs(((x * 10 + y * 7) % 2) - 1) + Math.abs(((x * 10 - y * 7 + 40) % 2) - 1) < 0.25
      )
        color = accent;
      if (style === "stripes" && Math.sin(x * Math.PI * 16 + n(x * 3, y * 3) * 2) > 0.6) color = accent;
      if (style === "abstract" && n(x * 3, y * 2) > 0.62) color = mix(base, accent, 0.7);
      return scale(color, 0.9 + n(x * 500, y * 350) * 0.14);
    },
    roughness: 1,
    specular: 0,
  };
  const rot = random.range(-0.25, 0.25);
  shot.raster.surface(
    (u, v) => {
      const lx = (u - 0.5) * w;
      const lz = (v - 0.5) * d;
      return {
        p: [
          lx * Math.cos(rot) - lz * Math.sin(rot),
          0.008 + (1 - v) * 0.0,
          lx * Math.sin(rot) + lz * Math.cos(rot),
        ],
        n: [0, 1, 0],
      };
    },
    material,
    shot.raster.steps(w),
    shot.raster.steps(d) * 2,
  );
  // Fringe at the two short ends.
  for (const end of [0, 1]) {
    for (let i = 0; i < 60; i++) {
      const lx = (end - 0.5) * w;
      const lz = (i / 59 - 0.5) * d;
      const a = shot.raster.project([
        lx * Math.cos(rot) - lz * Math.sin(rot),
        0.009,
        lx * Math.sin(rot) + lz * Math.cos(rot),
      ]);
      const lx2 = lx + (end ? 1 : -1) * 0.05;
      const b = shot.raster.project([
        lx2 * Math.cos(rot) - lz * Math.sin(rot),
        0.009,
        lx2 * Math.sin(rot) + lz * Math.cos(rot),
      ]);
      shot.overlay.push(
        `<path d="M${a[0]} ${a[1]}L${b[0]} ${b[1]}" stroke="#efe6d6" stroke-width="2.5" opacity="0.9"/>`,
      );
    }
  }
}

const renderers: Record<AccessoryKind, (shot: Shot) => void> = {
  vase: renderVase,
  lamp: renderLamp,
  mirror: renderMirror,
  "wall-art": renderWallArt,
  cushion: renderCushion,
  rug: renderRug,
  clock: renderClock,
  planter: renderPlanter,
  tray: renderTray,
  "candle-holder": renderCandleHolder,
  sculpture: renderSculpture,
  bowl: renderBowl,
};

const heights: Record<AccessoryKind, number> = {
  vase: 0.42,
  lamp: 0.66,
  mirror: 1.0,
  "wall-art": 1.05,
  cushion: 0.5,
  rug: 2.4,
  clock: 0.62,
  planter: 0.62,
  tray: 0.45,
  "candle-holder": 0.5,
  sculpture: 0.36,
  bowl: 0.4,
};

/** Renders one accessory as a 1200 x 1200 studio photograph; returns raw RGB pixels. */
export async function renderAccessory(kind: AccessoryKind, key: string, size = 1200): Promise<Buffer> {
  const random = createRandom(key);
  const big = size * SS;
  const onWall = kind === "mirror" || kind === "clock" || kind === "wall-art";
  const shot = newShot(random, big, heights[kind], {
    onWall,
    elevation:
      kind === "rug" ? 0.6 : kind === "tray" || kind === "bowl" ? random.range(0.3, 0.42) : undefined,
    horizon: kind === "rug" ? big * 0.15 : undefined,
  });
  if (kind === "rug") shot.studio.cy = big * 0.55;
  if (kind === "tray" || kind === "bowl") shot.studio.cy = big * 0.62;
  renderers[kind](shot);
  shot.raster.resolve();
  return finishShot(shot, size);
}

async function finishShot(shot: Shot, size: number): Promise<Buffer> {
  const { raster, studio } = shot;
  const big = raster.size;
  // Floor shadow: the silhouette squashed onto the floor away from the key light, plus contact.
  const shadowSrc = Buffer.alloc(big * big);
  const baseY = studio.cy;
  for (let y = 0; y < big; y++) {
    for (let x = 0; x < big; x++) {
      let sx: number;
      let sy: number;
      if (shot.onWall) {
        sx = x - big * 0.012;
        sy = y - big * 0.018;
      } else {
        const up = baseY - y;
        if (up < -big * 0.02) continue;
        sy = baseY - up / 0.28;
        sx = x - up * 1.1;
      }
      const xi = Math.round(sx);
      const yi = Math.round(sy);
      if (xi < 0 || yi < 0 || xi >= big || yi >= big) continue;
      if (raster.alpha[yi * big + xi]) shadowSrc[y * big + x] = 255;
    }
  }
  const shadowSoft = await softBlur(shadowSrc, big, big * 0.012);
  const contactSrc = Buffer.alloc(big * big);
  if (!shot.onWall) {
    for (let x = 0; x < big; x++) {
      // The lowest covered pixel of each column marks where the object meets the floor.
      for (let y = Math.min(big - 1, Math.round(baseY + big * 0.03)); y > baseY - big * 0.15; y--) {
        if (raster.alpha[y * big + x]) {
          for (let k = -6; k <= 6; k++) if (y + k >= 0 && y + k < big) contactSrc[(y + k) * big + x] = 255;
          break;
        }
      }
    }
  }
  const contactSoft = await softBlur(contactSrc, big, big * 0.004);

  const { backdrop, floor, horizon } = studio;
  const pixels = Buffer.alloc(big * big * 3);
  for (let y = 0; y < big; y++) {
    const t = Math.min(1, Math.max(0, (y - (horizon - big * 0.12)) / (big * 0.24)));
    const sweep = t * t * (3 - 2 * t);
    for (let x = 0; x < big; x++) {
      const i = y * big + x;
      let r: number;
      let g: number;
      let b: number;
      if (raster.alpha[i]) {
        r = raster.color[i * 3];
        g = raster.color[i * 3 + 1];
        b = raster.color[i * 3 + 2];
      } else {
        // Key light from the upper left falls off across the backdrop.
        const dx = x / big - 0.3;
        const dy = y / big - 0.25;
        const light = 1.06 - 0.28 * Math.min(1, Math.hypot(dx, dy * 1.2));
        const shadow =
          1 - (shadowSoft[i] / 255) * (shot.onWall ? 0.32 : 0.38) - (contactSoft[i] / 255) * 0.35;
        r = (backdrop[0] + (floor[0] - backdrop[0]) * sweep) * light * shadow;
        g = (backdrop[1] + (floor[1] - backdrop[1]) * sweep) * light * shadow;
        b = (backdrop[2] + (floor[2] - backdrop[2]) * sweep) * light * shadow;
      }
      pixels[i * 3] = toByte(r);
      pixels[i * 3 + 1] = toByte(g);
      pixels[i * 3 + 2] = toByte(b);
    }
  }
  let image = sharp(pixels, { raw: { width: big, height: big, channels: 3 } });
  const layers: sharp.OverlayOptions[] = [];
  if (shot.overlay.length) {
    const defs = shot.overlay.filter((s) => s.startsWith("<linearGradient")).join("");
    const body = shot.overlay.filter((s) => !s.startsWith("<linearGradient")).join("");
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${big}" height="${big}"><defs>${defs}</defs>${body}</svg>`,
      ),
    });
  }
  if (shot.glow.length) {
    const glows = shot.glow
      .map(
        (g, k) =>
          `<radialGradient id="g${k}"><stop offset="0" stop-color="#ffe2b0" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe2b0" stop-opacity="0"/></radialGradient><circle cx="${g.x}" cy="${g.y}" r="${g.r}" fill="url(#g${k})"/>`,
      )
      .join("");
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${big}" height="${big}">${glows}</svg>`,
      ),
      blend: "screen",
    });
  }
  if (layers.length)
    image = sharp(await image.composite(layers).removeAlpha().raw().toBuffer(), {
      raw: { width: big, height: big, channels: 3 },
    });
  const small = await image.resize(size, size, { kernel: "lanczos3" }).removeAlpha().raw().toBuffer();
  // Grain and a whisper of vignette, as in the room photographs.
  let seed = shot.random.int(1, 0x7fffffff);
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      const r2 = ((x - c) * (x - c) + (y - c) * (y - c)) / (2 * c * c);
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const noise = ((seed & 0xffff) / 65536 - 0.5) * 6;
      const v = 1 - 0.18 * r2 * r2;
      for (let k = 0; k < 3; k++) small[i + k] = toByte((small[i + k] * v + noise) / 255);
    }
  }
  return small;
}

/** A wide Gaussian blur done on a quarter-size copy: a wide kernel at full size is slow. */
async function softBlur(mask: Buffer, size: number, sigma: number): Promise<Buffer> {
  const factor = 4;
  const small = Math.round(size / factor);
  const blurred = await sharp(mask, { raw: { width: size, height: size, channels: 1 } })
    .resize(small, small, { kernel: "linear" })
    .blur(Math.max(0.3, sigma / factor))
    .raw()
    .toBuffer();
  return sharp(blurred, { raw: { width: small, height: small, channels: 1 } })
    .resize(size, size, { kernel: "linear" })
    .raw()
    .toBuffer();
}

function toByte(v: number): number {
  const x = v <= 0 ? 0 : v >= 1 ? 1 : v;
  return Math.round(x * 255);
}
