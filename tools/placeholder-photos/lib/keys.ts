/** The shared image key list (see images/README.md): every placeholder the site ships. */
export type Aspect = "16:9" | "4:3" | "3:4" | "1:1";

export interface ImageSpec {
  key: string;
  aspect: Aspect;
}

export const SERVICE_SLUGS = [
  "home-interior-design",
  "office-interior-design",
  "restaurant-interior-design",
  "showroom-outlet-interior-design",
  "hotel-interior-design",
  "bedroom-interior-design",
  "drawing-room-interior-design",
  "dining-room-interior-design",
  "kitchen-cabinet-design",
  "md-room-interior-design",
  "conference-room-interior-design",
  "reception-interior-design",
  "work-station-area-interior-design",
] as const;

export const CATEGORIES = ["residential", "office", "hotel", "restaurant", "showroom", "kitchen"] as const;

export const PROJECTS = { banani: 12, bogura: 7, dhanmondi: 12, "gulshan-2": 7, uttara: 8 } as const;

export const ACCESSORY_KEYS = [
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

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function imageSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  const add = (key: string, aspect: Aspect) => specs.push({ key, aspect });
  add("hero/home", "16:9");
  for (const name of ["portfolio", "projects", "company", "mission", "services", "accessories", "checkout"]) {
    add(`banners/${name}`, "16:9");
  }
  for (const category of CATEGORIES) add(`categories/${category}`, "4:3");
  for (const category of CATEGORIES) for (const i of range(9)) add(`portfolio/${category}-${i}`, "4:3");
  for (const [project, count] of Object.entries(PROJECTS))
    for (const i of range(count)) add(`projects/${project}-${i}`, "4:3");
  for (const slug of SERVICE_SLUGS) for (const i of range(3)) add(`services/${slug}-${i}`, "4:3");
  for (const i of range(11)) add(`home/carousel-${i}`, "16:9");
  for (const i of range(4)) add(`home/showroom-${i}`, "4:3");
  add("home/about", "4:3");
  add("home/mission", "16:9");
  add("home/process", "3:4");
  add("home/conclusion", "16:9");
  add("home/map", "16:9");
  for (const name of ["story", "experience", "promise"]) add(`company/${name}`, "4:3");
  add("mission/values", "4:3");
  for (const kind of ACCESSORY_KEYS) for (const i of range(6)) add(`accessories/${kind}-${i}`, "1:1");
  return specs;
}

/** Pixel size of a source: 1600 px wide at the key's aspect ratio, accessories 1200 square. */
export function sizeOf(aspect: Aspect): { width: number; height: number } {
  switch (aspect) {
    case "16:9":
      return { width: 1600, height: 900 };
    case "4:3":
      return { width: 1600, height: 1200 };
    case "3:4":
      return { width: 1600, height: 2133 };
    case "1:1":
      return { width: 1200, height: 1200 };
  }
}
