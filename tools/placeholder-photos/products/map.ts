import { createRandom } from "../lib/random";

/**
 * A stylised map of Banani around the showroom (House 42, Road 11): the road grid, the lake to
 * the east, Kemal Ataturk Avenue, and a pin. Street names are the only text in any placeholder.
 */
export function bananiMapSvg(width: number, height: number): string {
  const random = createRandom("home/map");
  const parts: string[] = [];
  const land = "#efebe4";
  const block = "#e4ded4";
  const road = "#ffffff";
  const major = "#f6e7c8";
  const water = "#b9d3dc";
  const park = "#d3e0c6";
  parts.push(`<rect width="${width}" height="${height}" fill="${land}"/>`);
  // City blocks with a faint building texture.
  for (let x = -40; x < width; x += 150) {
    for (let y = -30; y < height; y += 120) {
      parts.push(`<rect x="${x + 14}" y="${y + 14}" width="122" height="92" rx="6" fill="${block}"/>`);
      for (let k = 0; k < 5; k++) {
        const bx = x + 20 + random.range(0, 90);
        const by = y + 20 + random.range(0, 60);
        parts.push(
          `<rect x="${bx.toFixed(0)}" y="${by.toFixed(0)}" width="${random.range(14, 30).toFixed(0)}" height="${random.range(12, 24).toFixed(0)}" fill="#dcd5c9"/>`,
        );
      }
    }
  }
  // Gulshan-Banani lake along the east side, and a park.
  parts.push(
    `<path d="M${width * 0.8} 0 C${width * 0.74} ${height * 0.25} ${width * 0.86} ${height * 0.45} ${width * 0.79} ${height * 0.7} S${width * 0.83} ${height} ${width * 0.85} ${height} L${width} ${height} L${width} 0 Z" fill="${water}"/>`,
    `<path d="M${width * 0.8} 0 C${width * 0.74} ${height * 0.25} ${width * 0.86} ${height * 0.45} ${width * 0.79} ${height * 0.7} S${width * 0.83} ${height} ${width * 0.85} ${height}" fill="none" stroke="${park}" stroke-width="26" opacity="0.9"/>`,
    `<rect x="${width * 0.36}" y="${height * 0.62}" width="${width * 0.12}" height="${height * 0.16}" rx="10" fill="${park}"/>`,
  );
  // Minor roads on a grid, major avenues on top.
  for (let x = -40; x < width * 0.8; x += 150)
    parts.push(`<rect x="${x}" y="0" width="14" height="${height}" fill="${road}"/>`);
  for (let y = -30; y < height; y += 120)
    parts.push(`<rect x="0" y="${y}" width="${width * 0.8}" height="14" fill="${road}"/>`);
  const roadY = 90 + 120 * 3;
  parts.push(
    `<rect x="0" y="${roadY - 6}" width="${width * 0.79}" height="26" fill="${major}" stroke="#e2cfa6" stroke-width="2"/>`,
    `<rect x="${110 + 150 * 2}" y="0" width="30" height="${height}" fill="${major}" stroke="#e2cfa6" stroke-width="2"/>`,
    `<rect x="40" y="0" width="36" height="${height}" fill="#f3dcae" stroke="#dcc08a" stroke-width="2"/>`,
  );
  const label = (x: number, y: number, text: string, rotate = 0, size = 22) =>
    parts.push(
      `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#6f6a62" letter-spacing="1.5" transform="rotate(${rotate} ${x} ${y})">${text}</text>`,
    );
  label(600, roadY + 12, "ROAD 11");
  label(110 + 150 * 2 + 22, 700, "KEMAL ATATURK AVENUE", -90);
  label(64, 620, "AIRPORT ROAD", -90);
  label(880, 90 + 120 * 1 + 12, "ROAD 17", 0, 18);
  label(880, 90 + 120 * 5 + 12, "ROAD 2", 0, 18);
  label(width * 0.83, height * 0.3, "BANANI LAKE", -80, 22);
  label(width * 0.37, height * 0.71, "PARK", 0, 18);
  // The pin, with a soft shadow.
  const px = 1000;
  const py = roadY - 8;
  parts.push(
    `<ellipse cx="${px}" cy="${py + 4}" rx="22" ry="8" fill="#000" opacity="0.18"/>`,
    `<path d="M${px} ${py} C${px - 10} ${py - 30} ${px - 34} ${py - 44} ${px - 34} ${py - 72} A34 34 0 1 1 ${px + 34} ${py - 72} C${px + 34} ${py - 44} ${px + 10} ${py - 30} ${px} ${py} Z" fill="#b08d57" stroke="#8a6b3c" stroke-width="2"/>`,
    `<circle cx="${px}" cy="${py - 74}" r="13" fill="#fffaf0"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}
