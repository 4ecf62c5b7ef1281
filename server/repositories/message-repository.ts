import type { ContactRequest } from "../../common/validation";
import type { Database } from "../db/database";
import { messages } from "../db/schema";

export function createMessageRepository(db: Database) {
  return {
    async saveMessage(request: ContactRequest) {
      const [saved] = await db
        .insert(messages)
        .values({
          name: request.name,
          email: request.email || null,
          address: request.address,
          phone: request.phone,
          message: request.message,
        })
        .returning();
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
