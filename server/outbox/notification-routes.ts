import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ApiError, badRequest } from "../http/api-error";
import type { NotificationService } from "./notification-service";
import { RECORD_ID_MAX_LENGTH } from "../../common/limits";

const listQuery = z.union([
  z.object({ orderId: z.string().max(RECORD_ID_MAX_LENGTH) }).strict(),
  z.object({ messageId: z.string().max(RECORD_ID_MAX_LENGTH) }).strict(),
]);

function staffOf(request: FastifyRequest) {
  if (!request.staff) throw new ApiError(401, "unauthorized", "Sign in to use the back office.");
  const { id, name, clientAddress } = request.staff;
  return { id, name, clientAddress };
}

/** `/api/admin/notifications…`: an order's or a message's notifications, and retrying a failed one. */
export function registerNotificationRoutes(api: FastifyInstance, notifications: NotificationService) {
  api.get("/notifications", async (request) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) throw badRequest("Name one order (orderId) or one message (messageId).");
    const data =
      "orderId" in query.data
        ? await notifications.listFor("order", query.data.orderId)
        : await notifications.listFor("message", query.data.messageId);
    return { data };
  });

  /** The newest failed notifications of every order and contact request (the dashboard lists them). */
  api.get("/notifications/failed", async () => ({ data: await notifications.listFailed() }));

  api.post("/notifications/:id/retry", async (request) => ({
    data: await notifications.retry((request.params as { id: string }).id, staffOf(request)),
  }));
}
