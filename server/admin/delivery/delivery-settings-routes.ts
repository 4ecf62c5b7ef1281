import type { FastifyInstance } from "fastify";
import { unauthorized } from "../auth/admin-guard";
import type { DeliverySettingsService } from "./delivery-settings-service";

/** `/api/admin/settings/delivery`: every member of staff reads the delivery settings; owners change them. */
export function registerDeliverySettingsRoutes(api: FastifyInstance, delivery: DeliverySettingsService) {
  api.get("/settings/delivery", async () => ({ data: await delivery.get() }));

  api.put("/settings/delivery", async (request) => {
    // The guard has already refused anonymous requests and those without the CSRF token or from elsewhere.
    const staff = request.staff;
    if (!staff) throw unauthorized();
    return {
      data: await delivery.update(request.body, staff),
    };
  });
}
