import fs from "node:fs";
import { expect, test, waitForHydration, type Database } from "./fixtures";
import { signInAsStaff } from "./support/back-office";

const STAFF_NAME = "Nasrin Jahan";
const RANGE = "from=2019-05-01&to=2019-05-31";

/**
 * May 2019, long past, holds no other test's parcels: one Steadfast parcel booked on 10 May 2019 (Dhaka) and
 * delivered partly the next day, the courier collecting ৳ 700 of the order's total.
 */
async function placePartialDelivery(database: Database): Promise<{ orderNumber: string }> {
  // Both projects share the database and may run this at the same moment: one statement places the order, its
  // items and its history together, or nothing when the other has placed it, and the order is then read back.
  await database.query(
    `with accessory as (select id, rate from accessories order by name limit 1),
     new_order as (
       insert into orders (name, address, phone, district, delivery_zone, delivery_charge, status, created_at,
         courier, courier_consignment_id, courier_booking_state, cash_collected, cash_flagged)
       values ('Rumana Siddique', 'Zindabazar, Sylhet', '01711000112', 'Sylhet', 'outside_dhaka', 130, 'delivered',
         '2019-05-09T10:00:00+06', 'steadfast', 'E2E-RECONCILE-1', 'booked', 700, true)
       on conflict do nothing
       returning id),
     items as (
       insert into order_items (order_id, accessory_id, quantity, rate)
       select new_order.id, accessory.id, 2, accessory.rate from new_order, accessory)
     insert into order_events (order_id, actor_name, from_status, to_status, created_at)
     select id, 'Rahim Uddin', 'confirmed', 'shipped', '2019-05-10T12:00:00+06'::timestamptz from new_order
     union all
     select id, 'Steadfast', 'shipped', 'delivered', '2019-05-11T12:00:00+06'::timestamptz from new_order`,
  );
  const [order] = await database.query<{ order_number: string }>(
    "select order_number from orders where courier = 'steadfast' and courier_consignment_id = 'E2E-RECONCILE-1'",
  );
  return { orderNumber: order.order_number };
}

test.describe("back-office courier reconciliation", () => {
  test("per courier figures for a range, the flagged delivery linked, and the CSV", async ({
    page,
    database,
  }) => {
    const { orderNumber } = await placePartialDelivery(database);
    await signInAsStaff(page, database, `/admin/reconcile?${RANGE}`, STAFF_NAME);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Reconcile" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Reconcile" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("No payout data from the couriers is kept")).toBeVisible();
    // Read from the fake Steadfast's /get_balance on the server; the keys never reach the page.
    await expect(page.getByText("Steadfast balance: ৳ 15,250")).toBeVisible();

    const steadfast = page.getByRole("table", { name: "Steadfast: parcels and cash" });
    await expect(steadfast.getByRole("row", { name: /Parcels booked/ })).toContainText("1");
    await expect(steadfast.getByRole("row", { name: /Cash the courier owes/ })).toContainText("৳ 700");
    await expect(steadfast.getByRole("row", { name: /Partial deliveries flagged/ })).toContainText("1");
    const flagged = page.getByRole("region", { name: "Partial deliveries flagged" });
    await expect(flagged.getByRole("link", { name: orderNumber })).toHaveAttribute(
      "href",
      /\/admin\/orders\/[0-9a-f-]+$/,
    );

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("reconcile-2019-05-01-to-2019-05-31.csv");
    const rows = fs
      .readFileSync((await download.path())!, "utf8")
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(rows[1]).toBe('"Steadfast",1,0,1,700,0,' + rows[1].split(",")[6] + ",1,0,700");
    expect(rows[2]).toBe('"Pathao",0,0,0,0,0,0,0,0,0');
    expect(rows.some((row) => row.startsWith(`"${orderNumber}","Steadfast","E2E-RECONCILE-1"`))).toBe(true);
  });

  test("on a 375 px phone the page never scrolls sideways", async ({ page, database }) => {
    await placePartialDelivery(database);
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsStaff(page, database, `/admin/reconcile?${RANGE}`, STAFF_NAME);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Reconcile" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
