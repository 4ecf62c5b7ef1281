import type { CourierClient } from "./courier-client";
import { CourierRefusedError } from "./courier-errors";
import { COURIER_LABELS, type BookedParcel, type FoundParcel, type ParcelRequest } from "./parcel";

export type BookingOutcome =
  /** The courier took the parcel now. */
  | { kind: "booked"; parcel: BookedParcel }
  /** The courier already had a parcel under this order number (an earlier answer lost, a double click). */
  | { kind: "found"; parcel: FoundParcel }
  /**
   * An earlier attempt may have booked the parcel and this courier cannot be asked by order number (Pathao):
   * nothing was sent. Staff check the courier's panel; its `order.created` webhook also settles it.
   */
  | { kind: "unconfirmed"; message: string };

/**
 * Books a parcel so that calling this again, after a crash, a timeout or a second click, never books a
 * second one: when an earlier attempt may have reached the courier it asks first, and when the courier says
 * the order number is taken it takes the parcel the courier has. Throws what `bookParcel` throws otherwise.
 */
export async function bookParcelOnce(
  client: CourierClient,
  parcel: ParcelRequest,
  options: { earlierAttemptMayHaveActed: boolean },
): Promise<BookingOutcome> {
  if (options.earlierAttemptMayHaveActed) {
    if (!client.findParcelByOrderNumber) {
      const name = COURIER_LABELS[client.courier];
      return {
        kind: "unconfirmed",
        message: `${name} may have booked ${parcel.orderNumber} already (its answer never arrived) and cannot be asked by order number. Look for ${parcel.orderNumber} in ${name}'s merchant panel before booking again.`,
      };
    }
    const found = await client.findParcelByOrderNumber(parcel.orderNumber);
    if (found) return { kind: "found", parcel: found };
  }
  try {
    return { kind: "booked", parcel: await client.bookParcel(parcel) };
  } catch (error) {
    if (
      error instanceof CourierRefusedError &&
      error.reason === "duplicate" &&
      client.findParcelByOrderNumber
    ) {
      const found = await client.findParcelByOrderNumber(parcel.orderNumber);
      if (found) return { kind: "found", parcel: found };
    }
    throw error;
  }
}
