// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAppStore } from "~/store";
import { I18nProvider } from "~/i18n/i18n";
import { bn } from "~/i18n/messages/bn";
import { findProjectBySlug } from "../../../content/projects";
import { ProjectDetailsPage, ProjectNotFound } from "./project-details-page";
import { GALLERY_CARD_WHEN_NEAR, OVERLAY_FADES_IN, ProjectGallery } from "./project-gallery";

beforeAll(() => {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal("ResizeObserver", NoopObserver);
  vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});

afterEach(cleanup);

function renderPage(page: ReactNode) {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter>{page}</MemoryRouter>
    </Provider>,
  );
}

const banani = findProjectBySlug("banani")!;
const overlay = () => screen.queryByText("Loading gallery...", { selector: "span[aria-hidden]" });

describe("ProjectDetailsPage", () => {
  it("shows the banner, the title, the About This Project box and a card per photograph", () => {
    renderPage(<ProjectDetailsPage project={banani} />);
    expect(screen.getByRole("heading", { level: 1, name: "Banani" })).toBeInTheDocument();
    const about = screen.getByRole("complementary", { name: "About This Project" });
    expect(within(about).getByText("3,400 sq ft")).toBeInTheDocument();
    expect(screen.getByText(banani.summary)).toBeInTheDocument();
    expect(screen.getAllByText("Address - Banani")).toHaveLength(12);
    expect(screen.getAllByRole("button", { name: /^View full size/ })).toHaveLength(12);
    expect(screen.getAllByText("View Full Size")).toHaveLength(12);
  });
});

describe("ProjectGallery cards", () => {
  it("are one focusable control each, named after the photograph, with the caption inside the card", async () => {
    const user = userEvent.setup();
    renderPage(<ProjectGallery title="Banani" images={banani.images} />);
    const cards = within(screen.getByRole("list", { name: "Banani photographs" })).getAllByRole("listitem");
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      const focusable = card.querySelectorAll("a[href], button, input, select, textarea, [tabindex]");
      expect(focusable).toHaveLength(1);
      expect(within(card).getByText("Address - Banani")).toBeInTheDocument();
    }
    await user.tab();
    expect(screen.getByRole("button", { name: "View full size: photo 1 of 12" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "View full size: photo 2 of 12" })).toHaveFocus();
  });

  it("render their content only when near, on a light ground, keeping a card's height until then", () => {
    renderPage(<ProjectGallery title="Banani" images={banani.images} />);
    const figures = within(screen.getByRole("list", { name: "Banani photographs" })).getAllByRole("figure");
    expect(figures).toHaveLength(12);
    for (const figure of figures) {
      expect(figure.className).toContain(GALLERY_CARD_WHEN_NEAR);
      // The caption's contrast is read against the card's own ground, which is painted while its content waits.
      expect(figure.className).toContain("bg-ivory");
    }
    // The overlay's fade is declared under hover and focus only: a card rendered late never runs it at load.
    const overlays = figures.map((figure) => figure.querySelector("button > span > span[aria-hidden]")!);
    for (const overlay of overlays) {
      expect(overlay.className).toContain(OVERLAY_FADES_IN);
      expect(overlay.className.split(" ").filter((name) => /^(transition|duration)/.test(name))).toEqual([]);
    }
    expect(GALLERY_CARD_WHEN_NEAR).toMatch(
      /\[content-visibility:auto\] \[contain-intrinsic-size:auto_\d+rem\]/,
    );
  });
});

describe("ProjectGallery", () => {
  it("keeps its spinner over the grid until 80% of the photographs have loaded", () => {
    renderPage(<ProjectGallery title="Banani" images={banani.images} />);
    expect(overlay()).toBeInTheDocument();
    const photos = within(screen.getByRole("list", { name: "Banani photographs" })).getAllByRole("img");
    expect(photos).toHaveLength(12);
    for (const photo of photos.slice(0, 9)) fireEvent.load(photo);
    expect(overlay()).toBeInTheDocument();
    fireEvent.error(photos[9]);
    expect(overlay()).not.toBeInTheDocument();
  });

  it("opens the lightbox at the chosen photograph; previous and next wrap around and the counter follows", async () => {
    const user = userEvent.setup();
    renderPage(<ProjectGallery title="Banani" images={banani.images} />);
    await user.click(screen.getByRole("button", { name: "View full size: photo 12 of 12" }));

    const dialog = await screen.findByRole(
      "dialog",
      { name: "Banani project photographs" },
      { timeout: 5000 },
    );
    expect(within(dialog).getByText("12 of 12")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(within(dialog).getByText("1 of 12")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    expect(within(dialog).getByText("12 of 12")).toBeInTheDocument();
  });
});

describe("ProjectGallery's viewer on a Bengali page", () => {
  /** The slides' names (the library's "{index} of {total}"), as a screen reader finds them. */
  const slideNames = (dialog: HTMLElement) =>
    [...dialog.querySelectorAll(`[aria-roledescription="${bn.media.viewerSlideRole}"]`)].map(
      (slide) => slide.getAttribute("aria-label") ?? "",
    );

  it("names its slides with Bengali digits, and keeps doing so as it moves", async () => {
    const user = userEvent.setup();
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter>
          <I18nProvider lang="bn" messages={bn}>
            <ProjectGallery title="বনানী" images={banani.images} />
          </I18nProvider>
        </MemoryRouter>
      </Provider>,
    );
    await user.click(screen.getAllByRole("button", { name: /^বড় করে দেখুন/ })[11]);
    const dialog = await screen.findByRole(
      "dialog",
      { name: bn.projects.viewerLabel("বনানী") },
      { timeout: 5000 },
    );
    expect(within(dialog).getByText("১২টির মধ্যে ১২")).toBeInTheDocument();
    await waitFor(() => expect(slideNames(dialog)).toContain("১২টির মধ্যে ১২"));
    expect(slideNames(dialog).filter((name) => /[0-9]/.test(name))).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: bn.media.nextImage }));
    expect(within(dialog).getByText("১২টির মধ্যে ১")).toBeInTheDocument();
    await waitFor(() => expect(slideNames(dialog)).toContain("১২টির মধ্যে ১"));
    expect(slideNames(dialog).filter((name) => /[0-9]/.test(name))).toEqual([]);
    const labels = [...dialog.querySelectorAll("[aria-label]")].map((node) =>
      node.getAttribute("aria-label"),
    );
    expect(labels.filter((label) => /[0-9A-Za-z]/.test(label ?? ""))).toEqual([]);
  });

  it("leaves the library's Latin digits on an English page", async () => {
    const user = userEvent.setup();
    renderPage(<ProjectGallery title="Banani" images={banani.images} />);
    await user.click(screen.getByRole("button", { name: "View full size: photo 12 of 12" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Banani project photographs" },
      { timeout: 5000 },
    );
    const names = [...dialog.querySelectorAll('[aria-roledescription="Slide"]')].map((slide) =>
      slide.getAttribute("aria-label"),
    );
    expect(names).toContain("12 of 12");
  });
});

describe("ProjectNotFound", () => {
  it("shows the SPEC's message and a Back to Projects button to /projects", () => {
    renderPage(<ProjectNotFound />);
    expect(screen.getByRole("heading", { level: 1, name: "Project Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The project you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/projects");
  });
});
