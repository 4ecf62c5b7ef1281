import { describe, expect, it } from "vitest";
import { bangladeshMobile, courierBookingSchema, describePhoneHistory, riskOf } from "./couriers";

const form = {
  courier: "pathao",
  version: "3",
  recipientName: "Nusrat  Jahan",
  recipientPhone: "+880 1712-345678",
  recipientAddress: "House 17, Road 3/A, Dhanmondi, Dhaka",
  cashToCollect: "3780",
  weightKg: "1.25",
  itemDescription: "2 × Brass Table Lamp",
  note: "",
};

describe("the booking form", () => {
  it("reads what staff typed: one-line text, a normalised phone, whole taka and grams", () => {
    expect(courierBookingSchema.parse(form)).toEqual({
      ...form,
      version: 3,
      recipientName: "Nusrat Jahan",
      recipientPhone: "01712345678",
      cashToCollect: 3_780,
      weightKg: 1_250,
    });
  });

  it("refuses what each courier would refuse, beside the field", () => {
    const issues = (changes: Record<string, unknown>) =>
      courierBookingSchema
        .safeParse({ ...form, ...changes })
        .error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues({ recipientAddress: "Dhaka" })).toEqual([
      ["recipientAddress", "Pathao needs 10 characters or more in the address"],
    ]);
    expect(issues({ courier: "steadfast", recipientAddress: "Dhaka" })).toBeUndefined();
    expect(issues({ recipientAddress: "x".repeat(221) })?.[0][1]).toMatch(/at most 220 characters/);
    expect(issues({ recipientName: "Al" })?.[0][0]).toBe("recipientName");
    expect(issues({ weightKg: "0.2" })?.[0][0]).toBe("weightKg");
    expect(issues({ weightKg: "11" })?.[0][0]).toBe("weightKg");
    expect(issues({ cashToCollect: "12.5" })?.[0][0]).toBe("cashToCollect");
    expect(issues({ recipientPhone: "01212345678" })?.[0][0]).toBe("recipientPhone");
    expect(issues({ note: "Ring\u0007 twice" })?.[0][0]).toBe("note");
  });

  it("accepts Bangladeshi mobile numbers only", () => {
    expect(bangladeshMobile("8801812345678")).toBe("01812345678");
    expect(bangladeshMobile("02 9123456")).toBeNull();
  });
});

describe("the risk of a phone number", () => {
  it("is high from 40% cancelled or returned, medium from 20%, low for a first order", () => {
    expect(riskOf({ previousOrders: 0, delivered: 0, cancelled: 0, returned: 0 })).toBe("low");
    expect(riskOf({ previousOrders: 5, delivered: 3, cancelled: 1, returned: 1 })).toBe("high");
    expect(riskOf({ previousOrders: 5, delivered: 4, cancelled: 0, returned: 1 })).toBe("medium");
    expect(riskOf({ previousOrders: 6, delivered: 5, cancelled: 1, returned: 0 })).toBe("low");
    expect(
      describePhoneHistory({ previousOrders: 1, delivered: 1, cancelled: 0, returned: 0, risk: "low" }),
    ).toBe("1 earlier order: 1 delivered, 0 cancelled, 0 returned");
  });
});
