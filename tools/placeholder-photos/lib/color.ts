/** Linear-free sRGB triples in 0..1; the look is judged by eye, not by a colour scientist. */
export type Rgb = readonly [number, number, number];

export function hex(value: string): Rgb {
  const h = value.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as unknown as Rgb;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

export function css(color: Rgb): string {
  return `#${color
    .map((c) =>
      Math.round(clamp01(c) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scale(color: Rgb, k: number): Rgb {
  return [color[0] * k, color[1] * k, color[2] * k];
}

export function multiply(a: Rgb, b: Rgb): Rgb {
  return [a[0] * b[0], a[1] * b[1], a[2] * b[2]];
}

/** Shifts a colour by a random-looking amount so repeated parts (planks, slats) are not identical. */
export function jitter(color: Rgb, amount: number, r: () => number): Rgb {
  const k = 1 + (r() - 0.5) * 2 * amount;
  const warm = (r() - 0.5) * amount * 0.5;
  return [color[0] * k + warm, color[1] * k, color[2] * k - warm];
}

export function luminance(color: Rgb): number {
  return 0.2126 * color[0] + 0.7152 * color[1] + 0.0722 * color[2];
}
