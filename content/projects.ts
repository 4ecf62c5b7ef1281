import { toSlug } from "../common/slug";
import type { ImageKey, ImageRef, PageBanner, Project } from "./types";

type ProjectFacts = Omit<Project, "slug" | "images"> & { imageCount: number; imageSubject: string };

function projectImages(slug: string, count: number, subject: string): ImageRef[] {
  return Array.from({ length: count }, (_, index) => ({
    // Keys are built from the slug; content.test.ts checks each one against the image manifest.
    key: `projects/${slug}-${index + 1}` as ImageKey,
    alt: `${subject} by Nakshi Interiors, photo ${index + 1} of ${count}`,
  }));
}

function defineProject({ imageCount, imageSubject, ...facts }: ProjectFacts): Project {
  const slug = toSlug(facts.title);
  return { ...facts, slug, images: projectImages(slug, imageCount, imageSubject) };
}

export const projects: Project[] = [
  defineProject({
    title: "Banani",
    location: "Banani, Dhaka",
    clientType: "Family apartment",
    summary:
      "A 3,400 sq ft apartment on the ninth floor of a new Banani tower, handed over by the developer as a bare shell, for a family of five with grandparents living in. We planned a formal drawing room for guests apart from a relaxed family lounge, four bedrooms with built-in wardrobes, a prayer corner facing west, and a kitchen split into a dry show kitchen and a wet kitchen for everyday Bangladeshi cooking. Solid teak veneer, fluted panels and warm brass trims carry through every room; every lighting circuit that matters runs on the IPS so the home stays usable during load-shedding. Designed, built in our Tongi factory and installed in 16 weeks.",
    year: 2024,
    areaSqFt: 3400,
    duration: "16 weeks",
    scope: [
      "Space planning and 3D visualization",
      "False ceiling and lighting design",
      "Drawing, dining and family living rooms",
      "Four bedrooms with built-in wardrobes",
      "Dry and wet kitchen cabinets",
      "Loose furniture, curtains and decor styling",
    ],
    imageCount: 12,
    imageSubject: "Banani family apartment interior",
  }),
  defineProject({
    title: "Bogura",
    location: "Bogura",
    clientType: "Family restaurant",
    summary:
      "A 2,600 sq ft, two-level family restaurant in Bogura town for a local food entrepreneur opening his second outlet. The brief was a room that works for weekday lunches and weekend family gatherings of twenty: we zoned booth seating along the walls, movable four-tops in the middle and a private dining room upstairs. Terracotta brick cladding and jute pendants nod to North Bengal, while a washable vinyl floor and stainless steel service counters keep cleaning fast. All joinery was made in our Tongi factory and trucked 200 km to site; fit-out took 10 weeks.",
    year: 2023,
    areaSqFt: 2600,
    duration: "10 weeks",
    scope: [
      "Seating layout and kitchen-to-floor service flow",
      "Brick cladding, feature ceiling and signage wall",
      "Booths, tables and chairs made to order",
      "Service counter and cash desk",
      "Lighting, ventilation and fire safety coordination",
    ],
    imageCount: 7,
    imageSubject: "Bogura family restaurant interior",
  }),
  defineProject({
    title: "Dhanmondi",
    location: "Dhanmondi, Dhaka",
    clientType: "Duplex renovation",
    summary:
      "A full renovation of a 1990s duplex of 4,200 sq ft near Dhanmondi Lake, for a retired couple whose children visit from abroad every winter. We opened the cramped old kitchen into the dining area, replaced the damp-stained plaster ceilings with moisture-resistant gypsum board, rewired both floors and rebuilt the staircase with a teak handrail. The couple's collection of Jamdani textiles and Nakshi Kantha became the color story of the house. The family lived in the upper floor while we worked on the lower, so the project ran in two phases over 20 weeks.",
    year: 2022,
    areaSqFt: 4200,
    duration: "20 weeks, in two phases",
    scope: [
      "Renovation survey, damp treatment and rewiring",
      "Open kitchen and dining redesign",
      "Staircase rebuild with teak handrail",
      "Three bedroom suites and a guest room",
      "Custom display cabinets for a textile collection",
      "Bathroom vanities and fittings",
    ],
    imageCount: 12,
    imageSubject: "Dhanmondi duplex renovation",
  }),
  defineProject({
    title: "Gulshan-2",
    location: "Gulshan-2, Dhaka",
    clientType: "Corporate office",
    summary:
      "The 6,800 sq ft head office of a garment-buying house in Gulshan-2, moving 85 staff from two cramped floors into one open plate. We planned a welcoming reception for overseas buyers, a glass-walled sample review room with daylight-balanced lighting, a 14-seat conference room with video conferencing, the MD's room with a private lounge, and benching workstations with cable trays for the merchandising teams. Fire-rated board, emergency lighting and exit signage follow BNBC 2020. Work ran on nights and weekends for 12 weeks so the building's other tenants were not disturbed.",
    year: 2024,
    areaSqFt: 6800,
    duration: "12 weeks",
    scope: [
      "Workplace planning for 85 staff",
      "Reception and buyer lounge",
      "Conference room with audio-visual integration",
      "MD room with private lounge",
      "Workstations, storage and cable management",
      "Fire-safety and emergency lighting coordination",
    ],
    imageCount: 7,
    imageSubject: "Gulshan-2 corporate office interior",
  }),
  defineProject({
    title: "Uttara",
    location: "Uttara, Dhaka",
    clientType: "Boutique hotel",
    summary:
      "A 28-room boutique hotel in Uttara, five minutes from Hazrat Shahjalal International Airport, for owners who wanted airline crews and business travelers to choose them over bigger chains. Across 9,500 sq ft of lobby, restaurant and guest floors we designed two room types around acoustic windows and solid-core doors against aircraft noise, hard-wearing laminate floors, blackout curtains for crews sleeping by day, and a compact lobby lounge with a 24-hour coffee bar. Rooms were fitted floor by floor over 18 weeks so the hotel could open in stages.",
    year: 2023,
    areaSqFt: 9500,
    duration: "18 weeks",
    scope: [
      "Lobby, lounge and coffee bar",
      "28 guest rooms in two room types",
      "Acoustic upgrades against aircraft noise",
      "Restaurant and breakfast area",
      "Furniture, fixtures and equipment package",
      "Wayfinding and room signage",
    ],
    imageCount: 8,
    imageSubject: "Uttara boutique hotel interior",
  }),
];

export function findProjectBySlug(slug: string): Project | undefined {
  return projects.find((project) => project.slug === slug);
}

export const projectsPage = {
  banner: {
    title: "Our Latest Projects",
    image: {
      key: "banners/projects",
      alt: "A finished living room by Nakshi Interiors with warm wood paneling",
    },
  } satisfies PageBanner,
  title: "Our Latest Projects",
  intro:
    "Homes, offices, a hotel and a restaurant, from Dhaka to Bogura. Each project below was designed in our Banani studio, built in our own factory in Tongi and handed over on the agreed date. Open any one to walk through the finished spaces.",
};
