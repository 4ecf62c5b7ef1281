import { z } from "zod";
import { customerDetailsSchema } from "../validation";
import { districtHasAreas } from "./delivery-charge";
import { findArea, findDistrict } from "./places";

/**
 * Where an order goes, as `POST order/save-order` takes it: `district` (the district's English name, as in
 * the dataset: `Rajshahi`, `Dhaka`) and `area` (`Dhanmondi`, `Savar`), both optional beside the
 * customer details of docs/product.md#entities, so an older client's order is still taken (its zone is unknown and staff set the charge).
 */
export const orderPlaceMessages = {
  districtUnknown:
    "district must be one of Bangladesh's 64 districts, by its English name (for example Rajshahi)",
  areaUnknown: "area must be one of the district's areas (for example Dhanmondi or Savar)",
  areaWithoutDistrict: "area needs its district",
  areaNotApplicable: "area applies to Dhaka, Gazipur and Narayanganj only; leave it out for other districts",
} as const;

export type OrderPlace = { district: string | null; area: string | null };

const placeName = z
  .string()
  .trim()
  .max(80)
  .refine((value) => !value.includes("\u0000"))
  .nullish();

type PlaceCheck = { place: OrderPlace; problems: Partial<Record<keyof OrderPlace, string>> };

/** The place's names as the lists spell them, and what is wrong with the names that match nothing. */
export function checkOrderPlace(input: { district?: string | null; area?: string | null }): PlaceCheck {
  const problems: PlaceCheck["problems"] = {};
  const districtName = input.district?.trim() || null;
  const areaName = input.area?.trim() || null;
  const district = districtName ? findDistrict(districtName) : undefined;
  if (districtName && !district) problems.district = orderPlaceMessages.districtUnknown;
  let area: string | null = null;
  if (areaName) {
    if (!districtName) problems.area = orderPlaceMessages.areaWithoutDistrict;
    else if (district && !districtHasAreas(district.name))
      problems.area = orderPlaceMessages.areaNotApplicable;
    else if (district) {
      const found = findArea(district.name, areaName);
      if (found) area = found.name;
      else problems.area = orderPlaceMessages.areaUnknown;
    }
  }
  return { place: { district: district?.name ?? null, area }, problems };
}

/** The body of `POST order/save-order`: the customer details of docs/product.md#entities and the optional place. */
export const orderRequestSchema = customerDetailsSchema
  .extend({ district: placeName, area: placeName })
  .superRefine((value, context) => {
    const { problems } = checkOrderPlace(value);
    for (const [field, message] of Object.entries(problems)) {
      context.addIssue({ code: "custom", path: [field], message });
    }
  });

export type OrderRequestInput = z.input<typeof orderRequestSchema>;
export type OrderRequest = z.output<typeof orderRequestSchema>;
