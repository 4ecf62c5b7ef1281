import type { FastifyInstance } from "fastify";
import type { AdminServices } from "../admin-services";
import type { SignedIn } from "../accounts/account-service";
import { unauthorized } from "./admin-guard";
import { isSecureRequest, signInRequestOf } from "./request-facts";
import { clearedSessionCookie, sessionCookie } from "./session-cookie";
import { answeringThrottle } from "./throttle-answer";

function sessionBody(signedIn: SignedIn) {
  return { staff: signedIn.staff, csrfToken: signedIn.session.csrfToken };
}

/** `/api/admin/session` (sign in, who am I, sign out) and `/api/admin/setup` (the first owner). */
export function registerSessionRoutes(api: FastifyInstance, admin: AdminServices) {
  api.post("/session", async (request, reply) => {
    const signedIn = await answeringThrottle(request, reply, () =>
      admin.accounts.signIn(request.body, signInRequestOf(request)),
    );
    reply.header("set-cookie", sessionCookie(signedIn.session.token, isSecureRequest(request)));
    return sessionBody(signedIn);
  });

  api.get("/session", async (request) => {
    const staff = request.staff;
    if (!staff) throw unauthorized();
    return {
      staff: { id: staff.id, name: staff.name, email: staff.email, role: staff.role },
      csrfToken: staff.csrfToken,
    };
  });

  api.delete("/session", async (request, reply) => {
    if (request.staff) await admin.accounts.signOut(request.staff);
    reply.header("set-cookie", clearedSessionCookie(isSecureRequest(request)));
    return reply.code(204).send();
  });

  api.post("/setup", async (request, reply) => {
    const signedIn = await admin.accounts.setupFirstOwner(request.body, signInRequestOf(request));
    reply.header("set-cookie", sessionCookie(signedIn.session.token, isSecureRequest(request)));
    return reply.code(201).send(sessionBody(signedIn));
  });
}
