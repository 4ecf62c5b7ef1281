import { expect, type Locator } from "@playwright/test";

/**
 * Chooses where the parcel goes in the order form (issue 28): the form requires a district and, in Dhaka,
 * an area, each picked from its list by typing and clicking the first matching option.
 */
export async function chooseDeliveryPlace(
  dialog: Locator,
  district = "Dhaka",
  area: string | null = "Dhanmondi",
  labels = { district: "District", area: "Area" },
) {
  const places: [string, string][] = [[labels.district, district]];
  if (area) places.push([labels.area, area]);
  for (const [label, place] of places) {
    const box = dialog.getByRole("combobox", { name: label });
    await box.fill(place);
    await dialog
      .getByRole("option", { name: new RegExp(`^${place}`) })
      .first()
      .click();
    await expect(box).toHaveValue(new RegExp(`^${place}`));
  }
}
