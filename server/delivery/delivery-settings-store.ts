import { and, eq, sql } from "drizzle-orm";
import {
  defaultDeliverySettings,
  deliverySettingsSchema,
  type DeliverySettings,
} from "../../common/delivery/delivery-settings";
import { isAreaName } from "../../common/delivery/places";
import type { Database } from "../db/database";
import { shopSettings, staffAccounts } from "../db/schema";

export const DELIVERY_SETTINGS_KEY = "delivery";

/** The settings in force and the version a change must name (0 while the defaults were never saved). */
export type DeliverySettingsRecord = {
  settings: DeliverySettings;
  version: number;
  updatedAt: Date | null;
  updatedByName: string | null;
};

type Executor = Pick<Database, "select">;
type Writer = Pick<Database, "insert" | "update">;

/**
 * A stored value that no longer reads (an area a later place list renamed, a hand-edited row) keeps what still
 * makes sense and takes the defaults for the rest, so placing an order never fails on the settings.
 */
function readStored(value: unknown): DeliverySettings {
  const stored = (value ?? {}) as { rates?: unknown; suburbs?: unknown };
  const defaults = defaultDeliverySettings();
  const suburbs = Array.isArray(stored.suburbs)
    ? stored.suburbs.filter((name): name is string => typeof name === "string" && isAreaName(name))
    : defaults.suburbs;
  const parsed = deliverySettingsSchema.safeParse({ rates: stored.rates, suburbs });
  if (parsed.success) return parsed.data;
  return { rates: defaults.rates, suburbs: [...new Set(suburbs)].sort() };
}

/** Reads and writes the owners' delivery settings (one row of shop_settings). */
export function createDeliverySettingsStore(db: Database) {
  return {
    async read(executor: Executor = db): Promise<DeliverySettingsRecord> {
      const [row] = await executor
        .select({
          value: shopSettings.value,
          version: shopSettings.version,
          updatedAt: shopSettings.updatedAt,
          updatedByName: staffAccounts.name,
        })
        .from(shopSettings)
        .leftJoin(staffAccounts, eq(staffAccounts.id, shopSettings.updatedBy))
        .where(eq(shopSettings.key, DELIVERY_SETTINGS_KEY))
        .limit(1);
      if (!row)
        return { settings: defaultDeliverySettings(), version: 0, updatedAt: null, updatedByName: null };
      return {
        settings: readStored(row.value),
        version: row.version,
        updatedAt: row.updatedAt,
        updatedByName: row.updatedByName,
      };
    },

    /**
     * Saves over `version` (0: the defaults, never saved); false when someone saved first. The first save is an
     * insert that a concurrent first save makes a no-op, so exactly one of two owners wins either way.
     */
    async saveAtVersion(
      tx: Writer,
      settings: DeliverySettings,
      version: number,
      staffId: string,
    ): Promise<number | undefined> {
      if (version === 0) {
        const [row] = await tx
          .insert(shopSettings)
          .values({ key: DELIVERY_SETTINGS_KEY, value: settings, version: 1, updatedBy: staffId })
          .onConflictDoNothing({ target: shopSettings.key })
          .returning({ version: shopSettings.version });
        return row?.version;
      }
      const [row] = await tx
        .update(shopSettings)
        .set({
          value: settings,
          version: sql`${shopSettings.version} + 1`,
          updatedBy: staffId,
          updatedAt: sql`now()`,
        })
        .where(and(eq(shopSettings.key, DELIVERY_SETTINGS_KEY), eq(shopSettings.version, version)))
        .returning({ version: shopSettings.version });
      return row?.version;
    },
  };
}

export type DeliverySettingsStore = ReturnType<typeof createDeliverySettingsStore>;
