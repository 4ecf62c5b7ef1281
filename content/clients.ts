import type { ClientLogo } from "./types";

export const clientLogos: ClientLogo[] = [
  { src: "/logos/logo-1.svg", alt: "Meridian Group" },
  { src: "/logos/logo-2.svg", alt: "Padma Textiles" },
  { src: "/logos/logo-3.svg", alt: "Karnaphuli Holdings" },
  { src: "/logos/logo-4.svg", alt: "Bengal Crest Hotels" },
  { src: "/logos/logo-5.svg", alt: "Sundarban Foods" },
  { src: "/logos/logo-6.svg", alt: "Jamuna Realty" },
  { src: "/logos/logo-7.svg", alt: "Delta Pharma" },
  { src: "/logos/logo-8.svg", alt: "Buriganga Traders" },
];
