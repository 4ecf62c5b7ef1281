/**
 * The Node.js lines CI proves besides the machine's own: Node 24 and the newest LTS line published as the
 * registry's `node` package (which `npx -p node@<major>` runs). Prints the majors, one per line, without
 * duplicates. NODE_LINES="24 26" overrides the choice.
 *
 * The registry does not say which lines are LTS, so the schedule decides: an even major N is released in
 * April of 2013 + N/2 and becomes LTS that October (20: 2023, 22: 2024, 24: 2025, 26: 2026).
 */
import { execFileSync } from "node:child_process";

const FIXED_LINE = 24;

function ltsSince(major) {
  return new Date(Date.UTC(2013 + major / 2, 9, 1));
}

export function newestLts(majors, now = new Date()) {
  const lts = majors.filter((major) => major % 2 === 0 && ltsSince(major) <= now);
  return lts.length > 0 ? Math.max(...lts) : undefined;
}

function publishedMajors() {
  const versions = JSON.parse(
    execFileSync("npm", ["view", "node", "versions", "--json"], { encoding: "utf8", timeout: 120_000 }),
  );
  return [...new Set(versions.map((version) => Number(version.split(".")[0])))];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const override = process.env.NODE_LINES?.trim();
  const lines = override
    ? override.split(/[\s,]+/).map(Number)
    : [FIXED_LINE, newestLts(publishedMajors()) ?? FIXED_LINE];
  for (const major of new Set(lines)) console.log(major);
}
