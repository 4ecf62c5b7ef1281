/**
 * Client wordmarks: invented Bangladeshi companies, each a monogram and a name in one neutral
 * charcoal, on a 240 x 80 canvas. Names match content/clients.ts.
 */
const INK = "#2f2d2a";

interface Wordmark {
  name: string;
  tagline?: string;
  monogram: string;
  serif: boolean;
}

const wordmarks: Wordmark[] = [
  {
    name: "MERIDIAN",
    tagline: "GROUP",
    serif: false,
    monogram: `<circle cx="30" cy="40" r="18" fill="none" stroke="${INK}" stroke-width="3"/><path d="M12 40h36M30 22c-8 10-8 26 0 36c8-10 8-26 0-36" fill="none" stroke="${INK}" stroke-width="2.5"/>`,
  },
  {
    name: "Padma",
    tagline: "TEXTILES",
    serif: true,
    monogram: `<path d="M30 20c10 8 12 20 0 40c-12-20-10-32 0-40zM14 34c8 0 14 8 16 26c-14-6-18-16-16-26zM46 34c-8 0-14 8-16 26c14-6 18-16 16-26z" fill="${INK}"/>`,
  },
  {
    name: "KARNAPHULI",
    tagline: "HOLDINGS",
    serif: false,
    monogram: `<rect x="13" y="23" width="34" height="34" rx="4" fill="none" stroke="${INK}" stroke-width="3"/><path d="M22 30v20M22 40l12-10M26 37l10 13" fill="none" stroke="${INK}" stroke-width="3"/>`,
  },
  {
    name: "Bengal Crest",
    tagline: "HOTELS",
    serif: true,
    monogram: `<path d="M12 52h36l-4-20-8 10-6-16-6 16-8-10z" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/><circle cx="30" cy="21" r="3" fill="${INK}"/>`,
  },
  {
    name: "SUNDARBAN",
    tagline: "FOODS",
    serif: false,
    monogram: `<circle cx="30" cy="40" r="19" fill="${INK}"/><path d="M30 54V30M30 38l-8-8M30 44l8-8M30 32l5-6" stroke="#ffffff" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
  },
  {
    name: "Jamuna",
    tagline: "REALTY",
    serif: true,
    monogram: `<path d="M12 56V36l18-14 18 14v20z" fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/><path d="M16 50c6-4 10 4 14 0s8-4 14 0" fill="none" stroke="${INK}" stroke-width="2.5"/>`,
  },
  {
    name: "DELTA",
    tagline: "PHARMA",
    serif: false,
    monogram: `<path d="M30 20l20 36H10z" fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/><path d="M30 34v14M23 41h14" stroke="${INK}" stroke-width="3"/>`,
  },
  {
    name: "Buriganga",
    tagline: "TRADERS",
    serif: true,
    monogram: `<path d="M12 46c6-6 12 6 18 0s12-6 18 0M12 36c6-6 12 6 18 0s12-6 18 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/><path d="M22 56h16l-3-6H25z" fill="${INK}"/>`,
  },
];

export function logoSvgs(): string[] {
  return wordmarks.map((mark) => {
    const family = mark.serif ? "Georgia, 'Times New Roman', serif" : "'Helvetica Neue', Arial, sans-serif";
    const nameSize = mark.name.length > 9 ? 19 : 22;
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${mark.name}${mark.tagline ? ` ${mark.tagline[0]}${mark.tagline.slice(1).toLowerCase()}` : ""}">`,
      mark.monogram,
      `<text x="60" y="${mark.tagline ? 42 : 48}" font-family="${family}" font-size="${nameSize}" font-weight="${mark.serif ? 400 : 700}" letter-spacing="${mark.serif ? 0.5 : 2}" fill="${INK}">${mark.name}</text>`,
      mark.tagline
        ? `<text x="61" y="60" font-family="'Helvetica Neue', Arial, sans-serif" font-size="10" letter-spacing="4" fill="${INK}" opacity="0.75">${mark.tagline}</text>`
        : "",
      `</svg>`,
      "",
    ].join("\n");
  });
}
