/**
 * `npm test`: Vitest (unit, component and API tests; the API suite runs again on PostgreSQL
 * when TEST_DATABASE_URL is set) beside the production build, then typecheck and lint together, the
 * Playwright end-to-end suite against the production build, then the long reliability suite (crash safety,
 * database outage), then two server instances on one PostgreSQL database when TEST_DATABASE_URL is set.
 * `npm test -- unit e2e` runs only those stages; arguments after a second `--` go to the unit stage's Vitest
 * (CI's other Node lines pass `--exclude=<glob>` for the runtime-independent files).
 * Every stage runs even when an earlier one fails; the last line is "N passed, N failed".
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsCurrent } from "./build-steps.mjs";

const root = path.resolve(import.meta.dirname, "..");
// TEST_RESULTS_DIR lets two runs side by side (CI's other Node lines) keep their reports apart.
const results = path.resolve(root, process.env.TEST_RESULTS_DIR || "test-results");
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const stageArgs = process.argv.slice(2);
const vitestArgsAt = stageArgs.indexOf("--");
const only = vitestArgsAt === -1 ? stageArgs : stageArgs.slice(0, vitestArgsAt);
const unitVitestArgs = vitestArgsAt === -1 ? [] : stageArgs.slice(vitestArgsAt + 1);

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const wants = (stage) => only.length === 0 || only.includes(stage);

// The end-to-end stage needs the production build, mostly image encoding on one core. Vitest runs its files
// in one worker on a 2-core machine, so the build runs beside the stages before it instead of after them.
let backgroundBuild;
const buildLog = path.join(results, "build.log");
if (wants("e2e") && !buildIsCurrent()) {
  console.log(
    `\n▶ build, in the background while the other stages run (log: ${path.relative(root, buildLog)})`,
  );
  const log = fs.openSync(buildLog, "w");
  backgroundBuild = spawn(process.execPath, [path.join(root, "scripts", "build.mjs")], {
    cwd: root,
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
}

/**
 * Typecheck and lint are single-threaded: run together they use both cores once Vitest and the build are
 * done with them. Each one's output is printed whole when it ends, so the two never interleave.
 */
async function checkTogether(stages) {
  await Promise.all(
    stages.map(async ([label, command, args]) => {
      const started = Date.now();
      const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      const [code] = await once(child, "close");
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      totals[ok ? "passed" : "failed"] += 1;
      summary.push(`${ok ? "ok  " : "FAIL"} ${label} (${seconds} s)`);
    }),
  );
}

/** The first line of an error message, without terminal colours, at most 200 characters. */
const firstLine = (message) =>
  String(message ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")[0]
    .slice(0, 200);

/** A Vitest test that passed on its retry (CI retries once): it keeps the error of the try that failed. */
const passedOnRetry = (test) => test.status === "passed" && test.failureMessages?.length > 0;

/**
 * One line per failed or flaky test (file, name and the first line of its first failure), for the summary at the end
 * of the output, which is what a log cut to its tail still shows.
 */
function failedVitestTests(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) {
      lines.push(`       ✗ ${relative} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    for (const test of (file.assertionResults ?? []).filter(passedOnRetry)) {
      lines.push(`       ~ flaky ${relative} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
    // A file that failed outside any test (an import error, a failing hook) has no failed test to name.
    if (failed.length === 0 && file.status === "failed") {
      lines.push(`       ✗ ${relative}: ${firstLine(file.message)}`);
    }
  }
  return lines;
}

/** The same for Playwright's report: its suites nest, each spec holds a test per project. */
function failedPlaywrightTests(report) {
  const lines = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        // A flaky test's last try passed: name what went wrong in the try that failed.
        const failedTry = (test.results ?? []).findLast((result) => result.error);
        const reason = firstLine(failedTry?.error?.message);
        const name = [...titles, spec.title].filter(Boolean).join(" > ");
        lines.push(
          `       ${test.status === "flaky" ? "~ flaky" : "✗"} [${test.projectName}] ${name}: ${reason}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return lines;
}

/** Tests that passed only on their retry. */
const flakyCount = (report) =>
  (report.testResults ?? []).flatMap((file) => file.assertionResults ?? []).filter(passedOnRetry).length;

function vitestStage(label, configArgs) {
  const output = path.join(results, `${label}-results.json`);
  fs.rmSync(output, { force: true });
  const { ok, seconds } = run(label, bin("vitest"), [
    "run",
    ...configArgs,
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${output}`,
  ]);
  const report = readJson(output);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
    totals.skipped += report.numPendingTests + report.numTodoTests;
    summary.push(
      `${ok ? "ok  " : "FAIL"} ${label}: ${report.numPassedTests} passed (${flakyCount(report)} flaky), ${report.numFailedTests} failed (${seconds} s)`,
      ...failedVitestTests(report),
    );
  } else {
    totals.failed += 1;
    summary.push(`FAIL ${label} produced no report (${seconds} s)`);
  }
}

// The unit and API files run in one worker per core (Vitest's own default leaves a core to its main process,
// which mostly waits): on a 2-core machine that halves the stage once the background build is done.
// TEST_WORKERS overrides it, as CI does for two runs side by side.
const unitWorkers = Number(process.env.TEST_WORKERS) || os.availableParallelism();
if (wants("unit")) vitestStage("vitest", [`--maxWorkers=${unitWorkers}`, ...unitVitestArgs]);

await checkTogether(
  [
    ["typecheck", "npm", ["run", "--silent", "typecheck"]],
    ["lint", "npm", ["run", "--silent", "lint"]],
  ].filter(([label]) => wants(label)),
);

if (backgroundBuild) {
  const started = Date.now();
  const code = backgroundBuild.exitCode ?? (await once(backgroundBuild, "exit"))[0];
  console.log(
    `\n▶ build finished with code ${code} (waited ${((Date.now() - started) / 1000).toFixed(1)} s for it)`,
  );
  // A failed build is printed here; the end-to-end setup then builds again and fails with the same error.
  if (code !== 0) console.log(fs.readFileSync(buildLog, "utf8"));
}

if (wants("e2e")) {
  const output = path.join(results, "e2e-results.json");
  fs.rmSync(output, { force: true });
  const { ok, seconds } = run("playwright", bin("playwright"), ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readJson(output);
  if (report?.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    totals.passed += expected + flaky;
    totals.failed += unexpected + (ok || unexpected > 0 ? 0 : 1);
    totals.skipped += skipped;
    summary.push(
      `${ok ? "ok  " : "FAIL"} playwright: ${expected + flaky} passed (${flaky} flaky), ${unexpected} failed (${seconds} s)`,
      ...failedPlaywrightTests(report),
    );
  } else {
    totals.failed += 1;
    summary.push(`FAIL playwright produced no report (${seconds} s)`);
  }
}

// Real server processes killed mid-stream and database outages; after e2e, which has built the bundle.
if (wants("reliability")) vitestStage("reliability", ["--config", "vitest.reliability.config.ts"]);

// Two production instances on one PostgreSQL database (tests/cluster): only with a PostgreSQL server to test on.
if (wants("cluster")) {
  if (process.env.TEST_DATABASE_URL) vitestStage("cluster", ["--config", "vitest.cluster.config.ts"]);
  else summary.push("skip cluster: two instances need PostgreSQL; set TEST_DATABASE_URL to run them");
}

console.log(`\n${summary.join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
