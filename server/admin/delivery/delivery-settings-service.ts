import { formatDhakaDateTime } from "../../../common/dhaka-time";
import {
  deliverySettingsFieldErrors,
  deliverySettingsSchema,
  deliverySettingsVersionSchema,
  type DeliverySettings,
} from "../../../common/delivery/delivery-settings";
import type { Database } from "../../db/database";
import type { StaffRole } from "../../db/schema";
import type { DeliverySettingsStore } from "../../delivery/delivery-settings-store";
import { ApiError, badRequest } from "../../http/api-error";
import { recordAudit, type StaffActor } from "../audit/audit-log";

/** The member of staff asking: their role decides whether they may change the settings. */
export type SettingsActor = StaffActor & { role: StaffRole };

export const OWNERS_CHANGE_DELIVERY = "Only an owner can change the delivery charges.";

export type DeliverySettingsView = {
  settings: DeliverySettings;
  version: number;
  updatedAt: string | null;
  updatedByName: string | null;
};

export type DeliverySettingsServiceDependencies = {
  db: Database;
  store: DeliverySettingsStore;
  /** After a change is committed: the checkout page shows the prices, so its cached copies must go. */
  settingsChanged: () => void;
};

/**
 * The delivery settings in the back office: every member of staff reads them, owners change them. A change
 * names the version it started from, is audit-logged with the settings before and after, and reaches the
 * checkout page on every instance at once; orders already placed keep the prices they were placed at.
 */
export function createDeliverySettingsService({
  db,
  store,
  settingsChanged,
}: DeliverySettingsServiceDependencies) {
  async function get(): Promise<DeliverySettingsView> {
    const record = await store.read();
    return {
      settings: record.settings,
      version: record.version,
      updatedAt: record.updatedAt?.toISOString() ?? null,
      updatedByName: record.updatedByName,
    };
  }

  function conflict(current: Awaited<ReturnType<DeliverySettingsStore["read"]>>): ApiError {
    const by = current.updatedByName ?? "someone else";
    const at = current.updatedAt ? ` at ${formatDhakaDateTime(current.updatedAt)}` : "";
    return new ApiError(
      409,
      "changed_meanwhile",
      `The delivery settings were changed by ${by}${at} while you had them open. Nothing was saved: look at ` +
        "them again and repeat your change if it still applies.",
    );
  }

  return {
    get,

    async update(input: unknown, actor: SettingsActor): Promise<DeliverySettingsView> {
      if (actor.role !== "owner") throw new ApiError(403, "forbidden", OWNERS_CHANGE_DELIVERY);
      const version = deliverySettingsVersionSchema.safeParse(
        (input as { version?: unknown } | null)?.version,
      );
      if (!version.success) throw badRequest("version is required", { version: "version is required" });
      const parsed = deliverySettingsSchema.safeParse(input);
      if (!parsed.success) {
        const fields = deliverySettingsFieldErrors(parsed.error);
        throw badRequest(Object.values(fields)[0] ?? "Please check the form", fields);
      }
      const current = await store.read();
      if (current.version !== version.data) throw conflict(current);
      const saved = await db.transaction(async (tx) => {
        const savedVersion = await store.saveAtVersion(tx, parsed.data, version.data, actor.id);
        if (savedVersion === undefined) return undefined;
        await recordAudit(tx, {
          staff: actor,
          action: "delivery_settings.updated",
          entityType: "delivery_settings",
          entityId: "delivery",
          before: { ...current.settings, version: current.version },
          after: { ...parsed.data, version: savedVersion },
        });
        return savedVersion;
      });
      if (saved === undefined) throw conflict(await store.read());
      settingsChanged();
      return get();
    },
  };
}

export type DeliverySettingsService = ReturnType<typeof createDeliverySettingsService>;
