import { stockCorrectionSchema, STOCK_MOVEMENT_LABELS } from "../../../common/stock";
import type { Database } from "../../db/database";
import { badRequest, notFound } from "../../http/api-error";
import { isUuid } from "../../repositories/accessory-repository";
import {
  belowReserved,
  lockStock,
  lowStockCondition,
  moveStock,
  stockMovementsOf,
  lowStockAccessories,
  type LowStockRow,
  type StockMovementRow,
} from "../../stock/stock-ledger";
import { recordAudit, type StaffActor } from "../audit/audit-log";

export type { LowStockRow };

export { lowStockCondition };

/**
 * The back office's stock: corrections by staff (with the audit log), an accessory's ledger, and the accessories
 * running low. Order placement and status changes move stock themselves (server/stock/stock-ledger.ts).
 */
export function createStockAdminService(db: Database, catalogueChanged: () => void = () => {}) {
  return {
    /** Pieces added or taken off by staff, with the reason; refused below what open orders hold. */
    async correct(accessoryId: string, input: unknown, staff: StaffActor) {
      if (!isUuid(accessoryId)) throw notFound("Accessory not found");
      const parsed = stockCorrectionSchema.safeParse(input);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join(".") || "form"] ??= issue.message;
        throw badRequest(Object.values(fields)[0] ?? "Please check the form", fields);
      }
      const { change, reason, note } = parsed.data;
      const after = await db.transaction(async (tx) => {
        const locked = (await lockStock(tx, [accessoryId])).get(accessoryId);
        if (!locked) throw notFound("Accessory not found");
        if (locked.stock === null) {
          const message = "This accessory is not counted: enter its stock on the accessory form first.";
          throw badRequest(message, { change: message });
        }
        if (locked.stock + change < locked.stockReserved) throw belowReserved(locked.stockReserved);
        const counts = await moveStock(tx, {
          accessoryId,
          reason,
          stockChange: change,
          note: note || null,
          actor: staff,
        });
        await recordAudit(tx, {
          staff,
          action: "accessory.stock_corrected",
          entityType: "accessory",
          entityId: accessoryId,
          before: { stock: locked.stock, reserved: locked.stockReserved },
          after: { stock: counts.stock, reserved: counts.reserved, change, reason, note: note || null },
        });
        return counts;
      });
      catalogueChanged();
      return { stock: after.stock, reserved: after.reserved, available: after.stock - after.reserved };
    },

    /** The accessory's newest ledger rows, with the reason as staff read it. */
    async movements(accessoryId: string): Promise<(StockMovementRow & { reasonLabel: string })[]> {
      if (!isUuid(accessoryId)) return [];
      const rows = await stockMovementsOf(db, accessoryId);
      return rows.map((row) => ({ ...row, reasonLabel: STOCK_MOVEMENT_LABELS[row.reason] }));
    },

    /** Every counted accessory on the shop at or below its threshold, fewest available first. */
    lowStock(): Promise<LowStockRow[]> {
      return lowStockAccessories(db);
    },
  };
}

export type StockAdminService = ReturnType<typeof createStockAdminService>;
