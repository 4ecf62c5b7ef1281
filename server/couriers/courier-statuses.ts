import type { CourierName } from "../../common/couriers";
import type { ParcelStatus } from "./parcel";
import { pathaoStatus } from "./pathao/pathao-statuses";
import { steadfastStatus } from "./steadfast/steadfast-statuses";

/** A status word as the named courier sends it, in our words: for readers that hold a stored courier event. */
export function parcelStatusOf(courier: CourierName, courierStatus: string): ParcelStatus {
  return courier === "steadfast" ? steadfastStatus(courierStatus) : pathaoStatus(courierStatus);
}
