import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../http/api-error";
import type { AdminServices } from "../admin-services";
import { unauthorized } from "../auth/admin-guard";
import { answeringThrottle } from "../auth/throttle-answer";
import { ownersOnly } from "./account-service";
import type { SignedInStaff } from "../auth/staff-session-repository";

const accountId = z.object({ id: z.uuid() });

function signedIn(staff: SignedInStaff | undefined): SignedInStaff {
  // The guard has already refused anonymous requests; this keeps a mistake there from going further.
  if (!staff) throw unauthorized();
  return staff;
}

/** Staff accounts (owners only: add, disable, set a forgotten password) and one's own password. */
export function registerAccountRoutes(api: FastifyInstance, admin: AdminServices) {
  api.get("/staff", async (request) => ({
    data: await admin.accounts.listAccounts(signedIn(request.staff)),
  }));

  api.post("/staff", async (request, reply) => {
    const account = await admin.accounts.addAccount(signedIn(request.staff), request.body);
    return reply.code(201).send({ data: account });
  });

  api.patch("/staff/:id", async (request) => {
    const actor = signedIn(request.staff);
    if (actor.role !== "owner") throw ownersOnly();
    const params = accountId.safeParse(request.params);
    if (!params.success) throw notFound("No staff account with this id.");
    return { data: await admin.accounts.setDisabled(actor, params.data.id, request.body) };
  });

  api.put("/staff/:id/password", async (request) => {
    const actor = signedIn(request.staff);
    if (actor.role !== "owner") throw ownersOnly();
    const params = accountId.safeParse(request.params);
    if (!params.success) throw notFound("No staff account with this id.");
    return { data: await admin.accounts.resetPassword(actor, params.data.id, request.body) };
  });

  api.put("/account/password", async (request, reply) => {
    await answeringThrottle(request, reply, () =>
      admin.accounts.changePassword(signedIn(request.staff), request.body),
    );
    return reply.code(204).send();
  });
}
