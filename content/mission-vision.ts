import type { ImageRef, PageBanner, TitledText } from "./types";
import { paths } from "../common/paths";

export const missionVision = {
  banner: {
    title: "Mission & Vision",
    image: {
      key: "banners/mission",
      alt: "A serene living room with daylight falling across linen curtains and a teak floor",
    },
  } satisfies PageBanner,
  mission: {
    title: "Our Mission",
    paragraphs: [
      "To design and build interiors that make daily life and work better for the people who use them, made with materials suited to Bangladesh's climate and delivered on a budget and a date our clients can rely on.",
      "We do this by listening before we draw, making our own furniture and joinery, and keeping one accountable team with every client from the first visit to the final handover.",
    ],
  },
  vision: {
    title: "Our Vision",
    paragraphs: [
      "To be the most trusted name in interior design in Bangladesh, known for spaces that blend modern living with our own heritage of craft, and for raising the standard of how interiors are designed, built and delivered across the country.",
    ],
  },
  values: {
    title: "Our Core Values",
    image: {
      key: "mission/values",
      alt: "Hands arranging wood, stone, brass and fabric samples on a design table",
    } satisfies ImageRef,
    items: [
      {
        title: "Creativity",
        text: "Every space starts from its people and its place. We look for ideas in Bengal's crafts, rivers and light as much as in global design, and never copy one project into the next.",
      },
      {
        title: "Integrity",
        text: "Clear estimates in taka, honest advice on where to save, and no hidden charges. We say what we will do, and then we do it.",
      },
      {
        title: "Sustainability",
        text: "Long-lasting materials, responsibly sourced timber, LED lighting and layouts that use daylight and cross-ventilation, because a space that lasts is the greenest space.",
      },
      {
        title: "Excellence",
        text: "From the first measurement to the last hinge adjustment, we hold our work to the standard we would want in our own homes.",
      },
    ] satisfies TitledText[],
  },
  ctaLabel: "Contact Us",
  portfolioLink: { label: "View Our Portfolio", to: paths.portfolio },
};
