// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DesktopMenu } from "./desktop-menu";

afterEach(cleanup);

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderMenu(path = "/") {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <DesktopMenu />
      <p>Page text outside the menu</p>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
  const nav = screen.getByRole("navigation", { name: "Main" });
  const trigger = (name: string) => within(nav).getByRole("button", { name });
  return { user, nav, trigger };
}

describe("DesktopMenu", () => {
  it("lists the SPEC menu in order, with About Us, Portfolio and Services as sub-menus", () => {
    const { nav } = renderMenu();
    const topLevel = Array.from(nav.querySelectorAll("[data-top-level]")).map(
      (element) => element.textContent,
    );
    expect(topLevel).toEqual([
      "Home",
      "About Us",
      "Portfolio",
      "Projects",
      "Services",
      "Accessories",
      "Checkout",
    ]);
  });

  it("highlights the group and the page on a nested services path", async () => {
    const { nav, trigger, user } = renderMenu("/services/bedroom-interior-design");
    expect(trigger("Services")).toHaveAttribute("data-active", "true");
    expect(trigger("Portfolio")).not.toHaveAttribute("data-active");
    await user.click(trigger("Services"));
    expect(within(nav).getByRole("link", { name: "Bedroom" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home Interior" })).toHaveAttribute("data-active", "true");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("leaves each sub-menu's panel out of the page until it is first opened, then keeps it for closing", async () => {
    const { nav, trigger, user } = renderMenu();
    for (const name of ["About Us", "Portfolio", "Services"]) {
      expect(trigger(name)).not.toHaveAttribute("aria-controls");
    }
    expect(within(nav).queryByRole("link", { name: "Residential Interior" })).toBeNull();
    expect(within(nav).getAllByRole("link")).toHaveLength(4);

    await user.click(trigger("Portfolio"));
    const panelId = trigger("Portfolio").getAttribute("aria-controls");
    expect(document.getElementById(panelId ?? "")).toContainElement(
      within(nav).getByRole("link", { name: "Residential Interior" }),
    );
    expect(trigger("Services")).not.toHaveAttribute("aria-controls");

    await user.click(trigger("Portfolio"));
    expect(trigger("Portfolio")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Portfolio")).toHaveAttribute("aria-controls", panelId);
    expect(document.getElementById(panelId ?? "")).not.toBeNull();
  });

  it("highlights Projects on a project's detail page", () => {
    const { nav } = renderMenu("/project/view-details/gulshan-2");
    const projects = within(nav).getByRole("link", { name: "Projects" });
    expect(projects).toHaveAttribute("data-active", "true");
    expect(projects).toHaveAttribute("aria-current", "true");
  });

  it("opens and closes a sub-menu on click, one at a time", async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger("Portfolio"));
    expect(trigger("Portfolio")).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(trigger("Portfolio").getAttribute("aria-controls") ?? "");
    expect(panel).toContainElement(screen.getByRole("link", { name: "Residential Interior" }));

    await user.click(trigger("Services"));
    expect(trigger("Portfolio")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "true");

    await user.click(trigger("Services"));
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click outside the menu", async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger("About Us"));
    expect(trigger("About Us")).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByText("Page text outside the menu"));
    expect(trigger("About Us")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to its button", async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger("Services"));
    await user.keyboard("{Escape}");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Services")).toHaveFocus();
  });

  it("works by keyboard: arrows open a sub-menu and move through it and along the bar", async () => {
    const { user, trigger, nav } = renderMenu();
    trigger("About Us").focus();
    await user.keyboard("{ArrowDown}");
    expect(trigger("About Us")).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Company Overview" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(nav).getByRole("link", { name: "Mission & Vision" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(nav).getByRole("link", { name: "Company Overview" })).toHaveFocus();

    await user.keyboard("{Escape}");
    await user.keyboard("{ArrowRight}");
    expect(trigger("Portfolio")).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveFocus();
  });

  it("navigates from a sub-menu link and closes the sub-menu", async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger("Services"));
    await user.click(screen.getByRole("link", { name: "Conference Room" }));
    expect(screen.getByTestId("path")).toHaveTextContent("/services/conference-room-interior-design");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Services")).toHaveAttribute("data-active", "true");
  });
});
