// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore } from "~/store";
import { footerServices } from "../../../content/navigation";
import { serviceContentForSlug, servicesPage } from "../../../content/services";
import { servicesStats } from "../../../content/stats";
import { ServicePage } from "./service-page";

afterEach(cleanup);

function renderPage(page: ReactNode) {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter>{page}</MemoryRouter>
    </Provider>,
  );
}

const shared = { bannerImage: servicesPage.banner.image, stats: servicesStats };
const blocks = serviceContentForSlug("home-interior-design");
const overlay = () => screen.queryByText("Loading images...", { selector: "span[aria-hidden]" });

describe("ServicePage", () => {
  it("shows the menu label as the banner heading, the stats strip and every block", () => {
    renderPage(<ServicePage {...shared} found label="Home Interior" blocks={blocks} />);
    expect(screen.getByRole("heading", { level: 1, name: "Home Interior" })).toBeInTheDocument();
    const stats = screen.getByRole("region", { name: "Our services in numbers" });
    expect(
      within(stats)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["500+Projects", "12+Years", "On-timeHandover", "500+Happy Clients"]);
    for (const block of blocks) {
      expect(screen.getByRole("heading", { level: 2, name: block.title })).toBeInTheDocument();
      for (const paragraph of block.paragraphs) expect(screen.getByText(paragraph.text)).toBeInTheDocument();
    }
  });

  it("keeps a spinner over the blocks until half their images have loaded", () => {
    renderPage(<ServicePage {...shared} found label="Home Interior" blocks={blocks} />);
    expect(overlay()).toBeInTheDocument();
    const images = blocks.map((block) => screen.getByAltText(block.image.alt));
    fireEvent.load(images[0]);
    expect(overlay()).toBeInTheDocument();
    fireEvent.load(images[1]);
    expect(overlay()).not.toBeInTheDocument();
  });

  it("says content is coming soon for a service without blocks", () => {
    renderPage(<ServicePage {...shared} found label="Bedroom" blocks={[]} />);
    expect(screen.getByText("Content is coming soon for this service.")).toBeInTheDocument();
  });

  it("falls back to the 'Services' heading and names the unknown slug", () => {
    renderPage(<ServicePage {...shared} found={false} slug="swimming-pools" services={footerServices} />);
    expect(screen.getByRole("heading", { level: 1, name: "Services" })).toBeInTheDocument();
    expect(screen.getByText('Service "swimming-pools" not found.')).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home Interior" })).toHaveAttribute(
      "href",
      "/services/home-interior-design",
    );
  });
});
