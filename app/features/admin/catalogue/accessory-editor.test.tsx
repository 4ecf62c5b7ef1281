// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { accessoryFormMessages } from "../../../../common/accessory-form";
import { ADMIN_LAYOUT_ROUTE_ID, type AdminLayoutData } from "../auth/csrf-field";
import { AccessoryEditor, type AccessoryEditorProps } from "./accessory-editor";
import { emptyAccessory } from "./accessory-editor-values";

afterEach(cleanup);

const session: AdminLayoutData = {
  staff: { id: "s1", name: "Salma", email: "salma@example.com", role: "owner" },
  csrfToken: "token",
  companyName: "Nakshi Interiors",
};

/** The editor inside the back-office layout route, whose loader data gives it the session. */
function renderEditor(props: Partial<AccessoryEditorProps> = {}) {
  const router = createMemoryRouter(
    [
      {
        id: ADMIN_LAYOUT_ROUTE_ID,
        path: "/",
        loader: () => session,
        children: [
          {
            index: true,
            element: <AccessoryEditor initial={emptyAccessory} uploadUrl="/api/admin/photos" {...props} />,
          },
        ],
      },
    ],
    { hydrationData: { loaderData: { [ADMIN_LAYOUT_ROUTE_ID]: session } } },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const values = (name: string) =>
  screen
    .getAllByRole("textbox")
    .filter((input) => (input as HTMLInputElement).name.startsWith(name))
    .map((input) => (input as HTMLInputElement).value);

describe("AccessoryEditor", () => {
  it("adds, moves and removes rows of specifications, numbering them in order", async () => {
    const user = renderEditor();
    const add = screen.getByRole("button", { name: "Add a row to Specifications" });
    await user.click(add);
    await user.click(add);
    await user.type(screen.getByLabelText("Label 1"), "Material");
    await user.type(screen.getByLabelText("Label 2"), "Finish");
    expect(screen.getByRole("button", { name: "Move specifications row 1 up" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Move specifications row 2 up" }));
    expect(values("specifications.").filter(Boolean)).toEqual(["Finish", "Material"]);

    await user.click(screen.getByRole("button", { name: "Remove specifications row 1" }));
    expect(values("specifications.").filter(Boolean)).toEqual(["Material"]);
  });

  it("does not send a form with problems: it counts them, shows each beside its field and focuses the first", async () => {
    const user = renderEditor();
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(/fields need attention/)).toBeInTheDocument();
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(accessoryFormMessages.nameRequired);
    await waitFor(() => expect(name).toHaveFocus());
  });

  it("keeps the server's message on a field until that field is edited", async () => {
    const user = renderEditor({
      initial: { ...emptyAccessory, name: "Brass lamp", code: "BL-1" },
      fields: { code: "That code is taken" },
    });
    expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription("That code is taken");

    await user.type(screen.getByLabelText(/^Size/), "M");
    expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription("That code is taken");

    await user.type(screen.getByLabelText(/^Code/), "2");
    expect(screen.getByLabelText(/^Code/)).not.toHaveAccessibleDescription("That code is taken");
  });

  it("shows the Bengali name and description under their own legend, in Bengali", () => {
    renderEditor({ initial: { ...emptyAccessory, nameBn: "পিতলের বাতি" } });
    const bengali = screen.getByRole("group", { name: "In Bengali" });
    expect(bengali).toContainElement(screen.getByDisplayValue("পিতলের বাতি"));
    expect(screen.getByDisplayValue("পিতলের বাতি")).toHaveAttribute("lang", "bn");
  });
});
