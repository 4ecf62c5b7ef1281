import type { CatalogueFreshness } from "../repositories/catalogue-freshness";
import { createDatabasePhotoStorage } from "../photos/photo-storage";
import { createCatalogueAdminService, type CatalogueAdminService } from "./catalogue/catalogue-admin-service";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { createAccountService, type AccountService } from "./accounts/account-service";
import { createSignInThrottle } from "./accounts/sign-in-throttle";
import { createStaffAccountRepository } from "./accounts/staff-account-repository";
import { safeNextPath } from "./auth/back-office-paths";
import { clearedSessionCookie, sessionCookie } from "./auth/session-cookie";
import {
  createStaffSessionRepository,
  type SignedInStaff,
  type StaffSessionRepository,
} from "./auth/staff-session-repository";
import { createDashboardService, type DashboardService } from "./dashboard/dashboard-service";
import { createReconcileService, type ReconcileService } from "./reconcile/reconcile-service";
import { createReportService, type ReportService } from "./reports/report-service";
import { createMessageAdminService, type MessageAdminService } from "./messages/message-admin-service";
import { createOrderAdminService, type OrderAdminService } from "./orders/order-admin-service";
import { createStockAdminService, type StockAdminService } from "./stock/stock-admin-service";
import { createCourierOrderService, type CourierOrderService } from "../couriers/courier-orders";
import { createSteadfastBalanceReader, type SteadfastBalanceReader } from "../couriers/steadfast-balance";
import { createParcelLabelService, type ParcelLabelService } from "../couriers/parcel-labels";
import { createNotificationService, type NotificationService } from "../outbox/notification-service";
import { createDeliverySettingsStore } from "../delivery/delivery-settings-store";
import {
  createDeliverySettingsService,
  type DeliverySettingsService,
} from "./delivery/delivery-settings-service";

/** What the sign-in, setup and sign-out pages need besides the account service. */
const pageAuth = {
  /** The Set-Cookie value that opens a session (`secure` when the page was requested over https). */
  sessionCookie,
  clearedSessionCookie,
  /** Where to go after signing in: a back-office path of this site, `/admin` otherwise. */
  safeNextPath,
};

/**
 * The back office's services, handed to its route loaders and actions as `context.admin` and used by the
 * `/api/admin` routes. Each area of the back office adds its own entry here.
 */
export type AdminServices = {
  accounts: AccountService;
  sessions: StaffSessionRepository;
  auth: typeof pageAuth;
  orders: OrderAdminService;
  /** Booking with Steadfast or Pathao, the parcel's progress and a phone number's history. */
  couriers: CourierOrderService;
  /** Parcel labels and the slip's barcodes. */
  labels: ParcelLabelService;
  messages: MessageAdminService;
  dashboard: DashboardService;
  reports: ReportService;
  /** Per courier: parcels booked, delivered, returned and the cash it owes (`/admin/reconcile`). */
  reconcile: ReconcileService;
  /** Steadfast's balance beside Reconcile, read on the server and kept a few minutes (null: not connected). */
  steadfastBalance: SteadfastBalanceReader;
  notifications: NotificationService;
  catalogue: CatalogueAdminService;
  delivery: DeliverySettingsService;
  stock: StockAdminService;
};

export type AdminServiceDependencies = {
  db: Database;
  config: Config;
  /** Told after every catalogue change, so the shop's caches drop what changed. */
  catalogueFreshness?: CatalogueFreshness;
};

export function createAdminServices({
  db,
  config,
  catalogueFreshness,
}: AdminServiceDependencies): AdminServices {
  const sessions = createStaffSessionRepository(db);
  const orders = createOrderAdminService(db);
  const couriers = createCourierOrderService({ db, config, orders });
  return {
    accounts: createAccountService({
      db,
      accounts: createStaffAccountRepository(db),
      sessions,
      throttle: createSignInThrottle(db),
      companyName: config.site.name,
    }),
    sessions,
    auth: pageAuth,
    orders,
    couriers,
    labels: createParcelLabelService({ orders, couriers }),
    messages: createMessageAdminService(db),
    dashboard: createDashboardService(db),
    reports: createReportService(db),
    reconcile: createReconcileService(db),
    steadfastBalance: createSteadfastBalanceReader({ settings: config.couriers.steadfast }),
    notifications: createNotificationService(db),
    catalogue: createCatalogueAdminService({
      db,
      photos: createDatabasePhotoStorage(db),
      catalogueChanged: () => catalogueFreshness?.catalogueChanged(),
    }),
    delivery: createDeliverySettingsService({
      db,
      store: createDeliverySettingsStore(db),
      // The checkout page shows the prices: it goes with the shop's pages, here and on every other instance.
      settingsChanged: () => catalogueFreshness?.catalogueChanged(),
    }),
    stock: createStockAdminService(db, () => catalogueFreshness?.catalogueChanged()),
  };
}

// The load context of every page request (built in server/app.ts). Declared here rather than in common/,
// which imports nothing from the server.
declare module "react-router" {
  interface AppLoadContext {
    /** The back office's services, for its route loaders and actions only (public routes never use them). */
    admin: AdminServices;
    /** The signed-in member of staff on a back-office request with a live session. */
    staff: SignedInStaff | undefined;
    /** The client's address (through TRUST_PROXY when set): sign-in throttling counts by it. */
    clientAddress: string;
  }
}
