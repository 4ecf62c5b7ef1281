import { describe, expect, it } from "vitest";
import { allowConsoleError, finishTest } from "./helpers/console-guard";

describe("the console guard of the unit tests", () => {
  it("fails a test that wrote to console.error, quoting what it wrote", () => {
    console.error("Warning: Each child in a list should have a unique %s prop.", "key");
    expect(() => finishTest()).toThrow(/1 time\(s\)[\s\S]*unique key prop/);
  });

  it("lets through only the errors a test names", () => {
    allowConsoleError(/order failed on purpose/);
    console.error("The order failed on purpose");
    expect(() => finishTest()).not.toThrow();
    console.error("The order failed on purpose");
    expect(() => finishTest()).toThrow(/order failed on purpose/);
  });
});
