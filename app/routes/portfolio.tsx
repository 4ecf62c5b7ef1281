import { PortfolioPage } from "~/features/portfolio";
import { portfolioCategories, portfolioPage } from "../../content/portfolio";
import type { Route } from "./+types/portfolio";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Portfolio | Nakshi Interiors" },
    {
      name: "description",
      content:
        "Residential, office, hotel, restaurant, showroom and kitchen cabinet interiors designed and built by Nakshi Interiors in Dhaka and across Bangladesh.",
    },
  ];
}

export function loader() {
  return { content: portfolioPage, categories: portfolioCategories };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioPage content={loaderData.content} categories={loaderData.categories} />;
}
