import type { BookedParcel, CourierName, FoundParcel, ParcelRequest, ParcelStatus } from "./parcel";

/**
 * What both couriers' adapters offer, for code that books and follows parcels without caring which courier
 * carries them. Every method throws `CourierRefusedError` or `CourierUnavailableError` (courier-errors.ts).
 */
export interface CourierClient {
  readonly courier: CourierName;
  /** Books one parcel under the order number. Not safe to repeat blindly: see courier-booking.ts. */
  bookParcel(parcel: ParcelRequest): Promise<BookedParcel>;
  /** Where the parcel stands now, by the courier's consignment id. */
  parcelStatus(consignmentId: string): Promise<ParcelStatus>;
  /**
   * The parcel booked under this order number, or null when there is none. Null as a whole when the
   * courier cannot be asked by order number (Pathao's published API cannot).
   */
  readonly findParcelByOrderNumber: ((orderNumber: string) => Promise<FoundParcel | null>) | null;
}
