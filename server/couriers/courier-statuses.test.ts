import { describe, expect, it } from "vitest";
import { pathaoStatus } from "./pathao/pathao-statuses";
import { steadfastStatus } from "./steadfast/steadfast-statuses";

describe("Steadfast's statuses in our words", () => {
  it.each([
    ["in_review", "in_progress", false, false],
    ["in review", "in_progress", false, false],
    ["pending", "in_progress", false, false],
    ["hold", "in_progress", false, true],
    ["delivered_approval_pending", "in_progress", false, false],
    ["partial_delivered_approval_pending", "in_progress", false, true],
    ["cancelled_approval_pending", "in_progress", false, false],
    ["unknown_approval_pending", "in_progress", false, true],
    ["delivered", "delivered", true, false],
    ["Delivered", "delivered", true, false],
    ["partial_delivered", "partly_delivered", true, true],
    ["cancelled", "returned", true, false],
    ["cancelled_return_received", "returned", true, false],
    ["partial_delivered_return_received", "partly_delivered", true, true],
    ["exceptional", "in_progress", false, true],
    ["unknown", "in_progress", false, true],
  ])("%s: %s, final %s, attention %s", (word, stage, final, attention) => {
    const status = steadfastStatus(word);
    expect(status).toMatchObject({
      courier: "steadfast",
      courierStatus: word,
      final,
      needsAttention: attention,
    });
    expect(status.progress.stage).toBe(stage);
  });

  it("keeps the cash Steadfast reports with a delivery, and only with one", () => {
    expect(steadfastStatus("delivered", 2_450).progress).toEqual({ stage: "delivered", collected: 2_450 });
    expect(steadfastStatus("partial_delivered", 900).progress).toEqual({
      stage: "partly_delivered",
      collected: 900,
    });
    expect(steadfastStatus("cancelled", 2_450).progress).toEqual({ stage: "returned" });
  });

  it("shows a status it has never seen in Steadfast's words, moves nothing and asks for a look", () => {
    expect(steadfastStatus("rider_on_leave")).toEqual({
      courier: "steadfast",
      courierStatus: "rider_on_leave",
      label: "Steadfast: Rider on leave",
      progress: { stage: "in_progress" },
      final: false,
      needsAttention: true,
    });
  });
});

describe("Pathao's statuses in our words", () => {
  it.each([
    ["Pending", "in_progress", false],
    ["order.created", "in_progress", false],
    ["order.pickup-requested", "in_progress", false],
    ["Assigned for Pickup", "in_progress", false],
    ["order.picked", "in_progress", false],
    ["order.at-the-sorting-hub", "in_progress", false],
    ["In Transit", "in_progress", false],
    ["order.received-at-last-mile-hub", "in_progress", false],
    ["order.assigned-for-delivery", "in_progress", false],
    ["order.delivered", "delivered", true],
    ["Delivered", "delivered", true],
    ["order.partial-delivery", "partly_delivered", true],
    ["Partial_Delivery", "partly_delivered", true],
    ["order.returned", "returned", true],
    ["Return", "returned", true],
    ["order.paid-return", "returned", true],
    ["order.returned-to-merchant", "returned", true],
    ["order.pickup-cancelled", "returned", true],
    ["order.delivery-failed", "in_progress", false],
    ["order.on-hold", "in_progress", false],
    ["order.paid", "in_progress", false],
    ["order.exchanged", "in_progress", false],
  ])("%s: %s, final %s", (word, stage, final) => {
    const status = pathaoStatus(word);
    expect(status.progress.stage).toBe(stage);
    expect(status.final).toBe(final);
    expect(status.courierStatus).toBe(word);
  });

  it("flags the steps staff should look at", () => {
    for (const word of [
      "order.pickup-failed",
      "order.delivery-failed",
      "order.on-hold",
      "order.partial-delivery",
    ])
      expect(pathaoStatus(word).needsAttention).toBe(true);
    for (const word of ["order.in-transit", "order.delivered", "order.returned"])
      expect(pathaoStatus(word).needsAttention).toBe(false);
  });

  it("names the panel's steps, and shows one it has never seen as sent", () => {
    expect(pathaoStatus("order.assigned-for-delivery").label).toBe("Out for delivery");
    expect(pathaoStatus("order.delivered", 1_860).progress).toEqual({ stage: "delivered", collected: 1_860 });
    expect(pathaoStatus("order.drone-dispatched")).toMatchObject({
      label: "Pathao: Drone dispatched",
      needsAttention: true,
      final: false,
    });
  });
});
