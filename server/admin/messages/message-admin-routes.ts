import type { FastifyInstance, FastifyRequest } from "fastify";
import { staffOf } from "../orders/order-admin-routes";
import { parseMessageFilters } from "../../../common/message-filters";
import type { MessageAdminService } from "./message-admin-service";

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** `/api/admin/messages…`: contact requests, their status (New, Contacted, Closed) and internal notes. */
export function registerMessageAdminRoutes(api: FastifyInstance, messages: MessageAdminService) {
  api.get("/messages", async (request) => {
    const list = await messages.list(parseMessageFilters(request.query as Record<string, unknown>));
    return { data: list.messages, filters: list.filters, pagination: list.pagination };
  });

  api.get("/messages/:id", async (request) => ({ data: await messages.get(idOf(request)) }));

  /** Marks the message read by the signed-in member of staff (the message page does this on opening). */
  api.put("/messages/:id/read", async (request) => ({
    data: await messages.open(idOf(request), staffOf(request)),
  }));

  api.put("/messages/:id/status", async (request) => ({
    data: await messages.setStatus(idOf(request), request.body, staffOf(request)),
  }));

  api.put("/messages/:id/notes", async (request) => ({
    data: await messages.updateNotes(idOf(request), request.body, staffOf(request)),
  }));
}
