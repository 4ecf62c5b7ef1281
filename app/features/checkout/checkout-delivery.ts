import type { DeliveryRates } from "../../../common/delivery/delivery-charge";

/** What the checkout page's loader hands over for the delivery estimate: the prices and the suburbs in force. */
export type CheckoutDelivery = { rates: DeliveryRates; suburbs: string[] };
