import { companyStats } from "./stats";
import type { ContentSection, PageBanner, TitledText } from "./types";

export const companyOverview = {
  banner: {
    title: "Company Overview",
    image: {
      key: "banners/company",
      alt: "The Nakshi Interiors showroom in Banani with furniture displays and material libraries",
    },
  } satisfies PageBanner,
  story: {
    title: "Our Story",
    image: {
      key: "company/story",
      alt: "Nakshi Interiors designers sketching a floor plan around a studio table with material samples",
    },
    paragraphs: [
      "Nakshi Interiors began in 2012 as a four-person design studio in Dhaka with a simple belief: that people in Bangladesh deserve interiors as carefully made as the nakshi kantha our grandmothers stitched, with every thread placed for a reason.",
      "Our first projects were apartments in Banani and Dhanmondi, designed by day and built with carpenters we supervised ourselves. Clients kept coming back for their offices, and then for their restaurants and showrooms. To control quality and timelines, we opened our own factory at the BSCIC Industrial Estate in Tongi, and later our showroom in Banani.",
      "Today a team of designers, engineers, project managers and craftspeople delivers homes, workplaces, hotels, restaurants and showrooms across Bangladesh, still with the same attention to each detail that we started with.",
    ],
  } satisfies ContentSection,
  services: {
    title: "What We Do",
    items: [
      {
        title: "Residential Interior",
        text: "Apartments, duplexes and villas, from bare shell to move-in, including bedrooms, drawing and dining rooms.",
      },
      {
        title: "Office Interior",
        text: "Head offices, branches, MD rooms, conference rooms, receptions and workstation areas.",
      },
      {
        title: "Hotel Interior",
        text: "Lobbies, guest rooms, suites and hotel restaurants, with prototype rooms and phased openings.",
      },
      {
        title: "Restaurant Interior",
        text: "Restaurants, cafes and rooftop dining planned around your menu, your kitchen and your guests.",
      },
      {
        title: "Showroom Interior",
        text: "Brand showrooms, mall outlets and multi-branch roll-outs that help products sell.",
      },
      {
        title: "Kitchen Cabinet",
        text: "Modular dry and wet kitchens built for Bangladeshi cooking in our own factory.",
      },
      {
        title: "Turn-key Solutions",
        text: "Civil work, electrical, ceilings, furniture and finishing delivered by one team under one contract.",
      },
      {
        title: "Architectural Consultancy",
        text: "Space planning, layout changes and coordination with your architect and structural engineer.",
      },
      {
        title: "Exterior and Landscape Design",
        text: "Facades, rooftop gardens, terraces and entrance landscapes that suit Dhaka's sun and rain.",
      },
    ] satisfies TitledText[],
  },
  stats: companyStats,
  reasons: {
    title: "Why Choose Nakshi Interiors",
    items: [
      {
        title: "Over a decade of experience",
        text: "Since 2012 we have designed and built hundreds of homes, offices, hotels, restaurants and showrooms in Dhaka and beyond.",
      },
      {
        title: "Our own factory",
        text: "Furniture and joinery are made in our Tongi factory, so we control quality, finish and delivery dates ourselves.",
      },
      {
        title: "Honest budgets in taka",
        text: "A line-by-line estimate before work begins, and no surprise charges once the design is approved.",
      },
      {
        title: "On-time handover",
        text: "A week-by-week schedule agreed at the start and a project manager accountable for keeping it.",
      },
      {
        title: "Designed for Bangladesh",
        text: "Materials and details chosen for monsoon humidity, termites, load-shedding and the way families here live.",
      },
      {
        title: "One team, start to finish",
        text: "The designer who draws your space stays with it until handover, with the same site team throughout.",
      },
    ] satisfies TitledText[],
  },
  clientExperience: {
    title: "The Client Experience",
    image: {
      key: "company/experience",
      alt: "A Nakshi Interiors project manager walking clients through their finished living room",
    },
    paragraphs: [
      "Working with us starts with a free site visit and a conversation at your home, office or our Banani showroom, where you can touch the woods, fabrics and stones before choosing them.",
      "Once the design is approved you have one project manager who answers your calls, sends progress photos every week and invites you to site at each milestone. Changes are recorded in writing with their cost and time impact, so nothing is left to memory.",
      "At handover we walk through every room together, complete the snag list and return after the first monsoon to adjust doors, drawers and hinges. Many of our clients are now on their second or third project with us.",
    ],
  } satisfies ContentSection,
  promise: {
    title: "Our Promise",
    image: {
      key: "company/promise",
      alt: "A craftsman at the Tongi factory hand-finishing a teak veneered cabinet door",
    },
    paragraphs: [
      "We promise spaces that look as good in ten years as on the day we hand them over, a price agreed before we start, and a handover date we keep.",
      "If something we made is not right, we come back and make it right. That is how we have worked since 2012, and how we will keep working.",
    ],
    ctaLabel: "Contact Us",
  } satisfies ContentSection & { ctaLabel: string },
};
