import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../../http/api-error";
import type { CourierOrderService } from "../../couriers/courier-orders";
import type { OrderAdminService, StaffActor } from "./order-admin-service";
import { ordersCsvFileName, ordersCsvStream, sendCsv } from "./order-csv";
import { parseOrderFilters } from "../../../common/order-filters";

/** The signed-in member of staff; the guard has already turned anonymous requests away. */
export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new ApiError(401, "unauthorized", "Sign in to use the back office.");
  const { id, name, clientAddress } = request.staff;
  return { id, name, clientAddress };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * `/api/admin/orders…`: the order list, an order, its status changes, delivery charge and notes, and the CSV
 * export.
 */
export function registerOrderAdminRoutes(
  api: FastifyInstance,
  orders: OrderAdminService,
  couriers: CourierOrderService,
) {
  api.get("/orders", async (request) => {
    const list = await orders.list(parseOrderFilters(request.query as Record<string, unknown>));
    return { data: list.orders, filters: list.filters, pagination: list.pagination };
  });

  api.get("/orders/export.csv", async (request, reply) => {
    const { page: _page, ...filters } = parseOrderFilters(request.query as Record<string, unknown>);
    await orders.recordExport(filters, staffOf(request));
    return sendCsv(reply, ordersCsvFileName(), ordersCsvStream(orders, filters));
  });

  api.get("/orders/:id", async (request) => ({ data: await orders.get(idOf(request)) }));

  api.post("/orders/:id/transitions", async (request) => ({
    data: await orders.transition(idOf(request), request.body, staffOf(request)),
  }));

  api.get("/orders/:id/courier", async (request) => {
    const order = await orders.get(idOf(request));
    const [courier, phoneHistory, steadfastCheck] = await Promise.all([
      couriers.view(order),
      couriers.phoneHistory(order.customer.phone, order.id),
      couriers.steadfastCheckOf(order.customer.phone),
    ]);
    return { data: { ...courier, phoneHistory, steadfastCheck } };
  });

  /** **Check with Steadfast**: Steadfast's delivery history for the order's phone (kept a day). */
  api.post("/orders/:id/steadfast-check", async (request) => ({
    data: await couriers.checkWithSteadfast(idOf(request), staffOf(request)),
  }));

  /** Queues the booking with Steadfast or Pathao (202); the order moves to shipped once the courier has it. */
  api.post("/orders/:id/courier-booking", async (request, reply) => {
    await couriers.requestBooking(idOf(request), request.body, staffOf(request));
    const order = await orders.get(idOf(request));
    return reply.code(202).send({ data: { order, courier: await couriers.view(order) } });
  });

  api.put("/orders/:id/delivery-charge", async (request) => ({
    data: await orders.setDeliveryCharge(idOf(request), request.body, staffOf(request)),
  }));

  api.put("/orders/:id/notes", async (request) => ({
    data: await orders.updateNotes(idOf(request), request.body, staffOf(request)),
  }));
}
