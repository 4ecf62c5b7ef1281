// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { accessoryFormFromFormData, accessoryFormMessages } from "../../../../common/accessory-form";
import { ADMIN_LAYOUT_ROUTE_ID, type AdminLayoutData } from "../auth/csrf-field";
import { AccessoryEditor, type AccessoryEditorProps } from "./accessory-editor";
import { emptyAccessory } from "./accessory-editor-values";

afterEach(cleanup);

const session: AdminLayoutData = {
  staff: { id: "s1", name: "Salma", email: "salma@example.com", role: "owner" },
  csrfToken: "token",
  companyName: "Nakshi Interiors",
};

/**
 * The editor inside the back-office layout route, whose loader data gives it the session; `onPost` receives
 * what Save posts.
 */
function renderEditor(props: Partial<AccessoryEditorProps> = {}, onPost?: (form: FormData) => void) {
  const router = createMemoryRouter(
    [
      {
        id: ADMIN_LAYOUT_ROUTE_ID,
        path: "/",
        loader: () => session,
        children: [
          {
            index: true,
            action: async ({ request }) => {
              onPost?.(await request.formData());
              return null;
            },
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

  it("takes each row's label and value in Bengali, in tab order after the English, moving with their row", async () => {
    const user = renderEditor({
      initial: {
        ...emptyAccessory,
        specifications: [
          { label: "Material", value: "Brass", labelBn: "উপাদান", valueBn: "" },
          { label: "Finish", value: "Matte", labelBn: "", valueBn: "" },
        ],
      },
    });
    const labelBn = screen.getByLabelText("Label 1 in Bengali");
    expect(labelBn).toHaveValue("উপাদান");
    expect(labelBn).toHaveAttribute("lang", "bn");
    expect(screen.getByLabelText("Value 2 in Bengali")).toHaveAttribute("lang", "bn");

    // Keyboard: the English label and value, their Bengali twins, then the row's buttons.
    screen.getByLabelText("Value 1").focus();
    await user.tab();
    expect(labelBn).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText("Value 1 in Bengali")).toHaveFocus();
    await user.keyboard("পিতল");
    await user.tab();
    // The first row's "up" is disabled, so its "down" comes next.
    expect(screen.getByRole("button", { name: "Move specifications row 1 down" })).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(values("specifications.")).toEqual([
      "Finish",
      "Matte",
      "",
      "",
      "Material",
      "Brass",
      "উপাদান",
      "পিতল",
    ]);
    expect(screen.getByLabelText("Label 2 in Bengali")).toHaveValue("উপাদান");
  });

  it("posts a row's Bengali label and value with it, and refuses one without a Bengali letter beside its field", async () => {
    const posted: FormData[] = [];
    const user = renderEditor(
      {
        initial: {
          ...emptyAccessory,
          name: "Brass lamp",
          code: "BL-1",
          size: "30 cm",
          category: "Lamps",
          rate: "2500",
          description: "A lamp.",
          specifications: [{ label: "Material", value: "Brass", labelBn: "", valueBn: "" }],
        },
      },
      (form) => posted.push(form),
    );
    await user.type(screen.getByLabelText("Label 1 in Bengali"), "Material");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const field = screen.getByLabelText("Label 1 in Bengali");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(accessoryFormMessages.bengaliLetters);
    await waitFor(() => expect(field).toHaveFocus());
    expect(posted).toHaveLength(0);

    await user.clear(field);
    await user.type(field, "উপাদান");
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.type(screen.getByLabelText("Value 1 in Bengali"), "পিতল");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(accessoryFormFromFormData(posted[0]).specifications).toEqual([
      { label: "Material", value: "Brass", labelBn: "উপাদান", valueBn: "পিতল" },
    ]);
  });
});
