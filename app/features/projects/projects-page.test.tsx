// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { projects, projectsPage } from "../../../content/projects";
import { ProjectsPage } from "./projects-page";
import { projectPath } from "../../../common/paths";

afterEach(cleanup);

describe("ProjectsPage", () => {
  it("lists every project as a card leading to its gallery, thumbnail first", () => {
    render(
      <MemoryRouter>
        <ProjectsPage
          banner={projectsPage.banner}
          intro={projectsPage.intro}
          projects={projects.map(({ title, clientType, location, year, images }) => ({
            title,
            clientType,
            location,
            year,
            path: projectPath(title),
            thumbnail: images[0],
          }))}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Our Latest Projects" })).toBeInTheDocument();
    const cards = within(screen.getByRole("region", { name: "All projects" })).getAllByRole("link");
    expect(cards.map((card) => card.getAttribute("href"))).toEqual([
      "/project/view-details/banani",
      "/project/view-details/bogura",
      "/project/view-details/dhanmondi",
      "/project/view-details/gulshan-2",
      "/project/view-details/uttara",
    ]);
    expect(within(cards[3]).getByRole("img")).toHaveAttribute("alt", projects[3].images[0].alt);
  });
});
