import { describe, expect, it } from "vitest";
import {
  dhakaDateKey,
  dhakaHour,
  endOfDhakaDay,
  formatDhakaDate,
  formatDhakaDateTime,
  startOfDhakaDay,
} from "./dhaka-time";

describe("Dhaka time (UTC+6 all year), whatever the machine's zone", () => {
  it("reads an instant as Dhaka's wall clock, across the UTC midnight", () => {
    const lateUtc = "2026-11-26T20:30:00.000Z"; // 02:30 on the 27th in Dhaka
    expect(formatDhakaDateTime(lateUtc)).toBe("27 Nov 2026, 02:30");
    expect(formatDhakaDate(lateUtc)).toBe("27 Nov 2026");
    expect(dhakaDateKey(lateUtc)).toBe("2026-11-27");
    expect(dhakaHour(lateUtc)).toBe(2);
    expect(dhakaHour(new Date("2026-11-27T17:59:59.000Z"))).toBe(23);
    expect(dhakaHour(new Date("2026-11-27T18:00:00.000Z"))).toBe(0);
  });

  it("gives the instants a Dhaka day begins and ends, and nothing for a day that does not exist", () => {
    expect(startOfDhakaDay("2026-11-27")?.toISOString()).toBe("2026-11-26T18:00:00.000Z");
    expect(endOfDhakaDay("2026-11-27")?.toISOString()).toBe("2026-11-27T18:00:00.000Z");
    expect(startOfDhakaDay("2026-02-30")).toBeUndefined();
    expect(startOfDhakaDay("27-11-2026")).toBeUndefined();
  });
});
