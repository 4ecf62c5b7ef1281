// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/i18n";
import { bn } from "~/i18n/messages/bn";
import { createAppStore } from "~/store";
import { clientLogos } from "../../../content/clients";
import { homeAnchors, homeCarouselImages, homeContent, showroomAccordion } from "../../../content/home";
import { homeContentBn, showroomAccordionBn } from "../../../content/home-bn";
import { portfolioCategoriesBn } from "../../../content/portfolio-bn";
import { portfolioCategories } from "../../../content/portfolio";
import { defaultSiteConfig } from "../../../content/site";
import { HomePage, type HomePageProps } from "./home-page";

beforeAll(() => {
  // jsdom has no layout observers; Embla needs them to start.
  class NoopObserver {
    observe(_target?: Element) {}
    unobserve() {}
    disconnect() {}
  }
  // Everything counts as on screen, so the carousels load their code and Embla starts.
  class OnScreenObserver extends NoopObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {
      super();
    }
    override observe(target?: Element) {
      if (!target) return;
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
      queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
    }
  }
  vi.stubGlobal("ResizeObserver", NoopObserver);
  vi.stubGlobal("IntersectionObserver", OnScreenObserver);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});

afterEach(cleanup);

const site = defaultSiteConfig;

function props(): HomePageProps {
  return {
    content: homeContent,
    site: {
      name: site.name,
      foundingYear: site.foundingYear,
      mapsUrl: site.mapsUrl,
      address: site.showroom.oneLine,
      phone: site.phone,
      email: site.email,
    },
    showroomFacts: showroomAccordion(site),
    categories: portfolioCategories,
    recentProjects: [
      {
        title: "Banani",
        path: "/project/view-details/banani",
        clientType: "Family apartment",
        location: "Banani, Dhaka",
        thumbnail: { key: "projects/banani-1", alt: "Banani living room" },
      },
    ],
    galleryImages: homeCarouselImages,
    clientLogos,
    accessories: <section id="accessories" aria-label="Accessories preview" />,
  };
}

/** Renders the page and waits for the sections that load their code near the viewport. */
async function renderHome() {
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter>
        <HomePage {...props()} />
      </MemoryRouter>
    </Provider>,
  );
  // Both deferred groups: the about section, gallery and recent projects, and the brands to work process.
  // Their code is transformed on first import, which can take seconds on a busy machine.
  const loaded = { timeout: 10_000 };
  await screen.findByRole("heading", { level: 2, name: "Recent Projects" }, loaded);
  await screen.findByRole("heading", { level: 2, name: "Work Process" }, loaded);
  return { store, ...view };
}

describe("HomePage", () => {
  it("renders the SPEC's sections in order with their anchors", async () => {
    const { container } = await renderHome();
    const ids = [...container.querySelectorAll("[id]")]
      .map((element) => element.id)
      .filter((id) => (homeAnchors as readonly string[]).includes(id));
    expect(ids).toEqual([...homeAnchors]);
  });

  it("shows the company name, the tagline and the SPEC's headings", async () => {
    await renderHome();
    expect(screen.getByRole("heading", { level: 1, name: "Nakshi Interiors" })).toBeInTheDocument();
    expect(screen.getByText("Crafting elegance, one space at a time.")).toBeInTheDocument();
    for (const heading of [
      "Portfolio",
      "Best Interior Design Company in Bangladesh",
      "Trusted by the leading brands in Bangladesh",
      "Mission & Vision",
      "Work Process",
      "Our Location",
      "Find Us on Google Maps",
      "Transforming Spaces, Crafting Luxury",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        "Dhaka's finest interior design company for crafting cutting-edge interiors for modern living and business spaces",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Your trust is the key to our progress")).toBeInTheDocument();
    for (const step of ["We Listen", "We Create", "We Deliver"]) {
      expect(screen.getByRole("heading", { name: step })).toBeInTheDocument();
    }
  });

  it("covers the SEO block: four process steps, five reasons with 12+ years, six services", async () => {
    await renderHome();
    const about = document.getElementById("about")!;
    expect(within(about).getAllByRole("listitem").length).toBeGreaterThanOrEqual(4 + 5 + 6);
    expect(within(about).getByText("12+ Years of Experience")).toBeInTheDocument();
    const services = within(about).getByRole("heading", { name: "Our Services" }).parentElement!;
    expect(within(services).getAllByRole("link")).toHaveLength(6);
  });

  it("links each category card to its portfolio page", async () => {
    await renderHome();
    const categories = document.getElementById("categories")!;
    const links = within(categories).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      portfolioCategories.map((category) => `/portfolio/${category.slug}`),
    );
  });

  it("links each recent project card to its project page", async () => {
    await renderHome();
    const projects = document.getElementById("projects")!;
    expect(within(projects).getByRole("link", { name: /Banani/ })).toHaveAttribute(
      "href",
      "/project/view-details/banani",
    );
    expect(within(projects).getByRole("link", { name: /View All Projects/i })).toHaveAttribute(
      "href",
      "/projects",
    );
  });

  it("shows the eight client logos", async () => {
    await renderHome();
    const brands = document.getElementById("brands")!;
    expect(within(brands).getAllByRole("img")).toHaveLength(8);
  });

  it("opens the contact modal from both Contact Us buttons", async () => {
    const { store } = await renderHome();
    const buttons = screen.getAllByRole("button", { name: "Contact Us" });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(store.getState().contact.isModalOpen).toBe(false);
      await userEvent.click(button);
      expect(store.getState().contact.isModalOpen).toBe(true);
      store.dispatch({ type: "contact/closeModal" });
    }
    expect(document.getElementById("home")).toContainElement(buttons[0]);
    expect(document.getElementById("conclusion")).toContainElement(buttons[1]);
  });

  it("renders the showroom accordion with the address open and the hours one click away", async () => {
    await renderHome();
    const location = document.getElementById("location")!;
    const address = within(location).getByRole("button", { name: "Our Address" });
    const hours = within(location).getByRole("button", { name: "Showroom Hours" });
    expect(address).toHaveAttribute("aria-expanded", "true");
    expect(hours).toHaveAttribute("aria-expanded", "false");
    expect(within(location).getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      site.phone.href,
    );

    await userEvent.click(hours);
    expect(hours).toHaveAttribute("aria-expanded", "true");
    expect(address).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(hours.getAttribute("aria-controls")!)!;
    expect(panel).toHaveTextContent("Sunday to Saturday, 10:00 AM to 9:00 PM");
    expect(panel).not.toHaveAttribute("inert");
  });

  it("moves between accordion titles with the arrow keys", async () => {
    await renderHome();
    const location = document.getElementById("location")!;
    const [first, second, third] = within(location)
      .getAllByRole("button")
      .filter((button) => button.hasAttribute("aria-expanded"));
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: "End" });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: "ArrowDown" });
    expect(first).toHaveFocus();
  });

  it("points the map block at Google Maps in a new tab", async () => {
    await renderHome();
    const map = document.getElementById("map")!;
    for (const link of within(map).getAllByRole("link")) {
      expect(link).toHaveAttribute("href", site.mapsUrl);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("puts all 11 carousel images and the 4 showroom photographs in the page", async () => {
    await renderHome();
    const gallery = await screen.findByRole(
      "region",
      { name: "Gallery of our interiors" },
      { timeout: 5_000 },
    );
    expect(within(gallery).getAllByRole("group")).toHaveLength(11);
    const showroom = await screen.findByRole("region", { name: "Photographs of our Banani showroom" });
    expect(within(showroom).getAllByRole("group")).toHaveLength(4);
    // The showroom slider of docs/product.md#constants has no dots.
    expect(within(showroom).queryByRole("button", { name: /Go to slide/ })).not.toBeInTheDocument();
    expect(within(gallery).getAllByRole("button", { name: /Go to slide/ })).toHaveLength(11);
  });
});

describe("HomePage on /bn", () => {
  it("shows every section in Bengali, with the founding year in Bengali digits", async () => {
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter>
          <I18nProvider lang="bn" messages={bn}>
            <HomePage
              {...props()}
              content={homeContentBn}
              showroomFacts={showroomAccordionBn(site)}
              categories={portfolioCategoriesBn}
            />
          </I18nProvider>
        </MemoryRouter>
      </Provider>,
    );
    const loaded = { timeout: 10_000 };
    await screen.findByRole("heading", { level: 2, name: "সাম্প্রতিক প্রজেক্ট" }, loaded);
    await screen.findByRole("heading", { level: 2, name: "কাজের ধাপ" }, loaded);
    expect(screen.getByText("২০১২ সাল থেকে ঢাকায় ইন্টেরিয়র ডিজাইন")).toBeInTheDocument();
    expect(screen.getByText(homeContentBn.hero.tagline)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "মিশন ও ভিশন" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /আবাসিক ইন্টেরিয়র/ })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "কেন আসবেন?" })).toBeInTheDocument();
  });
});
