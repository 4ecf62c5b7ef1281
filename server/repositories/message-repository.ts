import type { ContactRequest } from "../../common/validation";
import type { Database } from "../db/database";
import { messages } from "../db/schema";
import type { NotificationOutbox } from "../outbox/notification-outbox";

export function createMessageRepository(db: Database, notifications: NotificationOutbox) {
  return {
    async saveMessage(request: ContactRequest) {
      // The staff's notification commits with the message, so an acknowledged request is never unannounced.
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messages)
          .values({
            name: request.name,
            email: request.email || null,
            address: request.address,
            phone: request.phone,
            message: request.message,
            language: request.language ?? "en",
          })
          .returning();
        await notifications.messageReceived(tx, row);
        return row;
      });
      return {
        _id: saved.id,
        name: saved.name,
        email: saved.email,
        address: saved.address,
        phone: saved.phone,
        message: saved.message,
        createdAt: saved.createdAt.toISOString(),
      };
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
