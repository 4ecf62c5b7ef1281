// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore } from "~/store";
import { companyOverview } from "../../../content/company";
import { missionVision } from "../../../content/mission-vision";
import { CompanyOverviewPage } from "./company-overview-page";
import { MissionVisionPage } from "./mission-vision-page";

afterEach(cleanup);

function renderWithStore(page: ReactNode) {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <MemoryRouter>{page}</MemoryRouter>
    </Provider>,
  );
  return store;
}

describe("CompanyOverviewPage", () => {
  it("shows the story, services, stats, reasons, client experience and promise", () => {
    renderWithStore(<CompanyOverviewPage content={companyOverview} />);
    expect(screen.getByRole("heading", { level: 1, name: "Company Overview" })).toBeInTheDocument();
    for (const heading of [
      "Our Story",
      "What We Do",
      "Why Choose Nakshi Interiors",
      "The Client Experience",
      "Our Promise",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole("heading", { name: "What We Do" }).closest("section")!).getAllByRole(
        "listitem",
      ),
    ).toHaveLength(9);
  });

  it("states the company page's figures: 15+ years, 600+ projects, 60+ team, 99%", () => {
    renderWithStore(<CompanyOverviewPage content={companyOverview} />);
    const stats = screen.getByRole("region", { name: "Nakshi Interiors in numbers" });
    const text = within(stats)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(text).toEqual([
      "15+Years",
      "600+Projects Delivered",
      "60+Expert Team Members",
      "99%Client Satisfaction",
    ]);
  });

  it("opens the contact modal from its Contact Us button", async () => {
    const store = renderWithStore(<CompanyOverviewPage content={companyOverview} />);
    await userEvent.click(screen.getByRole("button", { name: "Contact Us" }));
    expect(store.getState().contact.isModalOpen).toBe(true);
  });
});

describe("MissionVisionPage", () => {
  it("shows the mission, the vision and the four core values", () => {
    renderWithStore(<MissionVisionPage content={missionVision} />);
    expect(screen.getByRole("heading", { level: 1, name: "Mission & Vision" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Our Mission" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Our Vision" })).toBeInTheDocument();
    const values = screen.getByRole("heading", { name: "Our Core Values" }).closest("section")!;
    expect(
      within(values)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Creativity", "Integrity", "Sustainability", "Excellence"]);
  });

  it("offers Contact Us, opening the modal, and View Our Portfolio, linking to /portfolio", async () => {
    const store = renderWithStore(<MissionVisionPage content={missionVision} />);
    expect(screen.getByRole("link", { name: "View Our Portfolio" })).toHaveAttribute("href", "/portfolio");
    await userEvent.click(screen.getByRole("button", { name: "Contact Us" }));
    expect(store.getState().contact.isModalOpen).toBe(true);
  });
});
