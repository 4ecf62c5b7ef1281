import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configVariableNames, loadConfig } from "../config";

const root = path.resolve(import.meta.dirname, "..", "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** `.env.example` up to its part for the tests and tools: the server's variables, set or commented out. */
function envExample() {
  const [serverPart] = read(".env.example").split(/^# -+\n# Not read by the server/m);
  const mentioned = new Set<string>();
  const assigned: Record<string, string> = {};
  for (const line of serverPart.split("\n")) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    mentioned.add(match[2]);
    if (!match[1]) assigned[match[2]] = match[3];
  }
  return { mentioned, assigned };
}

/** The variables in the first column of the README's configuration table. */
function readmeTable(): Set<string> {
  const section = /^## Configuration\n([\s\S]*?)^#{2,3} /m.exec(read("README.md"))?.[1] ?? "";
  const names = new Set<string>();
  for (const line of section.split("\n")) {
    if (!line.startsWith("| `")) continue;
    for (const [, name] of line.split("|")[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name);
  }
  return names;
}

/** Every variable read from `process.env` in the repository's own code: scripts, tests, browser tests and tool configs. */
function variablesReadByCode(): Set<string> {
  const names = new Set<string>();
  const visit = (entry: string) => {
    const full = path.join(root, entry);
    if (fs.statSync(full).isDirectory()) {
      for (const child of fs.readdirSync(full)) {
        if (child !== "node_modules" && !child.startsWith(".")) visit(path.join(entry, child));
      }
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry)) {
      for (const [, name] of fs.readFileSync(full, "utf8").matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) {
        names.add(name);
      }
    }
  };
  for (const entry of ["app", "server", "common", "content", "scripts", "tests", "e2e", "tools"]) {
    if (fs.existsSync(path.join(root, entry))) visit(entry);
  }
  for (const file of fs.readdirSync(root)) if (/\.config\.(ts|js|mjs)$/.test(file)) visit(file);
  return names;
}

/** The operating system's own, which no one documents. */
const SYSTEM_VARIABLES = new Set(["PATH", "HOME"]);

describe("every variable is documented", () => {
  it("lists every variable the server reads in .env.example and the README's table", () => {
    const example = envExample();
    const table = readmeTable();
    expect(configVariableNames.length).toBeGreaterThan(25);
    expect(configVariableNames.filter((name) => !example.mentioned.has(name))).toEqual([]);
    expect(configVariableNames.filter((name) => !table.has(name))).toEqual([]);
  });

  it("documents no variable the server does not read", () => {
    const known = new Set(configVariableNames);
    expect([...envExample().mentioned].filter((name) => !known.has(name))).toEqual([]);
    expect([...readmeTable()].filter((name) => !known.has(name))).toEqual([]);
  });

  it("sets each variable in .env.example to its default", () => {
    const { assigned } = envExample();
    expect(Object.keys(assigned).length).toBeGreaterThan(10);
    expect(loadConfig(assigned)).toEqual(loadConfig({}));
  });

  it("names in the README every variable the tests, tools and scripts read", () => {
    const readme = read("README.md");
    const undocumented = [...variablesReadByCode()].filter(
      (name) => !SYSTEM_VARIABLES.has(name) && !readme.includes(`\`${name}\``),
    );
    expect(undocumented).toEqual([]);
  });

  it("keeps the README a newcomer's guide, under 20,000 characters (the rest lives in docs/)", () => {
    expect(read("README.md").length).toBeLessThan(20_000);
  });
});
