import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { staffAccounts, type StaffRole } from "../../db/schema";
import { isUuid } from "../../repositories/accessory-repository";

export type StaffAccount = typeof staffAccounts.$inferSelect;

/** What the back office shows of an account: never its password hash. */
export type StaffAccountView = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
};

export function toAccountView(account: StaffAccount): StaffAccountView {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    disabled: account.disabledAt !== null,
    createdAt: account.createdAt.toISOString(),
  };
}

/** Emails are compared trimmed and lower-cased, and stored that way. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type AccountExecutor = Pick<Database, "select" | "insert" | "update">;

export function createStaffAccountRepository(db: Database) {
  return {
    async findByEmail(email: string, executor: AccountExecutor = db): Promise<StaffAccount | undefined> {
      const [row] = await executor
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, normaliseEmail(email)))
        .limit(1);
      return row;
    },

    /** Undefined for an id that is not a UUID (a forged form field), without asking the database. */
    async findById(id: string, executor: AccountExecutor = db): Promise<StaffAccount | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await executor.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
      return row;
    },

    async list(): Promise<StaffAccount[]> {
      return db.select().from(staffAccounts).orderBy(asc(staffAccounts.name), asc(staffAccounts.email));
    },

    async count(executor: AccountExecutor = db): Promise<number> {
      const [row] = await executor.select({ value: count() }).from(staffAccounts);
      return row.value;
    },
  };
}

export type StaffAccountRepository = ReturnType<typeof createStaffAccountRepository>;
