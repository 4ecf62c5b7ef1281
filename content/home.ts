/** Everything the home page shows, in the order of docs/product.md#home-page. */
import type { SiteConfig } from "./site";
import type { ImageRef, NavLink, ProcessStep, TitledText } from "./types";
import { paths, servicePath } from "../common/paths";

/** The in-page anchors; a hash like /#location scrolls to the section with that id. */
export const homeAnchors = [
  "home",
  "categories",
  "about",
  "projects",
  "accessories",
  "brands",
  "expertise",
  "progress",
  "location",
  "map",
  "conclusion",
] as const;

export type HomeAnchor = (typeof homeAnchors)[number];

export interface AccordionItem {
  title: string;
  lines: string[];
}

export const homeContent = {
  hero: {
    anchor: "home",
    tagline: "Crafting elegance, one space at a time.",
    ctaLabel: "Contact Us",
    image: {
      key: "hero/home",
      alt: "A sunlit living room with a low teak sofa, brass accents and a hand-woven rug, designed by Nakshi Interiors",
    } satisfies ImageRef,
  },
  categories: {
    anchor: "categories",
    title: "Portfolio",
    line: "Dhaka's finest interior design company for crafting cutting-edge interiors for modern living and business spaces",
  },
  about: {
    anchor: "about",
    title: "Best Interior Design Company in Bangladesh",
    image: {
      key: "home/about",
      alt: "Nakshi Interiors designers discussing a floor plan with clients at the Banani showroom",
    } satisfies ImageRef,
    intro: [
      "For more than a decade, Nakshi Interiors has shaped homes, offices, hotels, restaurants and showrooms across Bangladesh. What started in 2012 as a small Dhaka studio is now a full design-and-build company with its own showroom in Banani and its own factory in Tongi.",
      "We offer complete turn-key solutions: one team takes your space from a bare shell to a finished, furnished interior, handling design, civil work, electrical and lighting, ceilings, joinery, furniture and styling under a single contract, a single budget and a single handover date.",
    ],
    process: {
      title: "Our Four-Step Design Process",
      steps: [
        {
          title: "Site Visit and Space Analysis",
          description:
            "We visit, measure every wall, window and beam, and listen to how you want to live or work in the space.",
        },
        {
          title: "Concept and Budget",
          description:
            "You receive a layout, a mood board with 3D views and a line-by-line estimate in taka that matches your budget.",
        },
        {
          title: "Collaborative Finalization",
          description:
            "We refine materials, colors and details with you until every room is right, then fix the price and the schedule.",
        },
        {
          title: "Working Drawings and Supervision",
          description:
            "Detailed drawings go to our factory and site team, and a dedicated project manager supervises every stage until handover.",
        },
      ] satisfies ProcessStep[],
    },
    reasons: {
      title: "Why Choose Nakshi Interiors",
      items: [
        {
          title: "12+ Years of Experience",
          text: "Hundreds of completed projects in Dhaka and across Bangladesh since 2012.",
        },
        {
          title: "In-house Factory",
          text: "Furniture and joinery made in our own Tongi factory for better quality control and reliable timelines.",
        },
        {
          title: "Transparent Pricing",
          text: "Clear estimates in taka before work starts, with no hidden charges after approval.",
        },
        {
          title: "On-time Handover",
          text: "A fixed schedule, weekly progress updates and a project manager accountable for the date.",
        },
        {
          title: "Built for Our Climate",
          text: "Moisture-resistant, termite-treated materials and details designed for Dhaka's humidity and monsoon.",
        },
      ] satisfies TitledText[],
    },
    services: {
      title: "Our Services",
      items: [
        { label: "Residential Interior", to: servicePath("home-interior-design") },
        { label: "Office Interior", to: servicePath("office-interior-design") },
        { label: "Hotel Interior", to: servicePath("hotel-interior-design") },
        { label: "Restaurant Interior", to: servicePath("restaurant-interior-design") },
        { label: "Showroom Interior", to: servicePath("showroom-outlet-interior-design") },
        { label: "Kitchen Cabinet", to: servicePath("kitchen-cabinet-design") },
      ] satisfies NavLink[],
    },
  },
  recentProjects: {
    anchor: "projects",
    title: "Recent Projects",
    line: "A look at homes, offices and hospitality spaces we have recently designed and handed over.",
    projectSlugs: ["banani", "gulshan-2", "uttara"],
    viewAll: { label: "View All Projects", to: paths.projects } satisfies NavLink,
  },
  accessories: {
    anchor: "accessories",
    title: "Accessories",
    line: "Handpicked vases, lamps, mirrors and decor to give any room its finishing touch.",
    previewCount: 8,
    viewMore: { label: "View more", to: paths.accessories } satisfies NavLink,
  },
  brands: {
    anchor: "brands",
    title: "Trusted by the leading brands in Bangladesh",
    line: "Your trust is the key to our progress",
  },
  missionVision: {
    anchor: "expertise",
    title: "Mission & Vision",
    image: {
      key: "home/mission",
      alt: "A calm, light-filled drawing room with a cane armchair, linen sofa and indoor plants",
    } satisfies ImageRef,
    mission: {
      title: "Our Mission",
      text: "To design and build interiors that make everyday life and work better, made for Bangladesh's climate and delivered on budget and on time.",
    },
    vision: {
      title: "Our Vision",
      text: "To be the most trusted interior design company in Bangladesh, blending modern living with our heritage of craft.",
    },
    link: { label: "Learn More", to: paths.missionVision } satisfies NavLink,
  },
  workProcess: {
    anchor: "progress",
    title: "Work Process",
    image: {
      key: "home/process",
      alt: "A designer pinning fabric swatches and sketches to a mood board in the Nakshi Interiors studio",
    } satisfies ImageRef,
    steps: [
      {
        title: "We Listen",
        description:
          "We start at your space, learning how you live or work, what you love, what frustrates you and what you want to spend.",
      },
      {
        title: "We Create",
        description:
          "Our designers turn that brief into layouts, 3D views and a material palette, refined with you until it feels right.",
      },
      {
        title: "We Deliver",
        description:
          "Our factory and site teams build it to the drawings, and we hand over a finished space on the agreed date.",
      },
    ] satisfies ProcessStep[],
  },
  location: {
    anchor: "location",
    title: "Our Location",
    sliderImages: [
      {
        key: "home/showroom-1",
        alt: "Nakshi Interiors showroom entrance in Banani with the brand sign above glass doors",
      },
      {
        key: "home/showroom-2",
        alt: "Showroom living room display with a sofa set, coffee table and floor lamp",
      },
      {
        key: "home/showroom-3",
        alt: "Showroom material library with wood veneer, laminate and stone samples on shelves",
      },
      {
        key: "home/showroom-4",
        alt: "Showroom accessories corner with vases, lamps and cushions on display",
      },
    ] satisfies ImageRef[],
  },
  map: {
    anchor: "map",
    title: "Find Us on Google Maps",
    line: "Our showroom sits in the heart of Banani, a few minutes from Gulshan, Mohakhali and Airport Road.",
    linkLabel: "Open in Google Maps",
    image: {
      key: "home/map",
      alt: "Map of Banani, Dhaka, marking the Nakshi Interiors showroom on Road 11",
    } satisfies ImageRef,
  },
  conclusion: {
    anchor: "conclusion",
    title: "Transforming Spaces, Crafting Luxury",
    line: "Tell us about your space, and we will design one you will love coming home to.",
    ctaLabel: "Contact Us",
    image: {
      key: "home/conclusion",
      alt: "An elegant dining and living space at dusk with warm pendant lighting and a marble-topped table",
    } satisfies ImageRef,
  },
} satisfies Record<string, { anchor: HomeAnchor; [field: string]: unknown }>;

/** The showroom accordion reads the site config so an address override reaches the home page too. */
export function showroomAccordion(site: SiteConfig): AccordionItem[] {
  return [
    {
      title: "Our Address",
      lines: [site.showroom.oneLine, site.phone.display, site.email.address],
    },
    {
      title: "Why visit us?",
      lines: [
        "See and touch real wood veneers, laminates, stones, fabrics and hardware before you choose.",
        "Walk through furnished room settings and our accessories collection.",
        "Sit down with a designer to discuss your floor plan and budget, with no obligation.",
      ],
    },
    {
      title: "Showroom Hours",
      lines: [site.showroomHours.display],
    },
  ];
}

/** The 11 images of the home carousel; no caption is shown for them (docs/product.md#home-page), the alt texts describe them. */
export const homeCarouselImages: ImageRef[] = [
  {
    key: "home/carousel-1",
    alt: "Living room with a teak media wall, cove lighting and a cream sectional sofa",
  },
  {
    key: "home/carousel-2",
    alt: "Master bedroom with an upholstered headboard wall and brass bedside pendants",
  },
  { key: "home/carousel-3", alt: "Dining room with a walnut table for eight under a linear pendant light" },
  {
    key: "home/carousel-4",
    alt: "Modular kitchen with matte green shutters, a quartz counter and open shelves",
  },
  { key: "home/carousel-5", alt: "Corporate reception with a backlit logo wall and a curved stone counter" },
  { key: "home/carousel-6", alt: "Conference room with a long timber table and acoustic wall panels" },
  { key: "home/carousel-7", alt: "Open-plan office with benching workstations under a slatted wood ceiling" },
  { key: "home/carousel-8", alt: "Hotel guest room with a king bed, blackout curtains and a reading chair" },
  { key: "home/carousel-9", alt: "Restaurant dining hall with brick walls, booth seating and cane pendants" },
  { key: "home/carousel-10", alt: "Retail showroom with lit display shelves and a central product table" },
  {
    key: "home/carousel-11",
    alt: "Drawing room with a fluted feature wall, crystal chandelier and display niches",
  },
];
