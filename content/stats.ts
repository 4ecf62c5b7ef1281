/** The figures exactly as docs/product.md#figures states them; the home copy's 12+ years and the company page's 15+ both stand. */
import type { Stat } from "./types";

export const servicesStats: Stat[] = [
  { icon: "projects", value: "500+", label: "Projects" },
  { icon: "calendar", value: "12+", label: "Years" },
  { icon: "clock", value: "On-time", label: "Handover" },
  { icon: "smile", value: "500+", label: "Happy Clients" },
];

export const companyStats: Stat[] = [
  { icon: "calendar", value: "15+", label: "Years" },
  { icon: "projects", value: "600+", label: "Projects Delivered" },
  { icon: "team", value: "60+", label: "Expert Team Members" },
  { icon: "star", value: "99%", label: "Client Satisfaction" },
];
