import fs from "node:fs";
import path from "node:path";

/**
 * The embedded database (PGlite) is one process's files: a second process opening them while the server runs
 * would corrupt them. The server leaves its process id here while it holds the data directory, so a
 * command-line tool can refuse clearly instead.
 */
export const HOLDER_FILE = "server.holder.json";

export type Holder = { pid: number; startedAt: string };

/** Marks the data directory as held by this process until it exits. */
export function holdDataDirectory(dataDir: string): void {
  if (dataDir.startsWith("memory://")) return;
  const file = path.join(dataDir, HOLDER_FILE);
  const holder: Holder = { pid: process.pid, startedAt: new Date().toISOString() };
  fs.writeFileSync(file, JSON.stringify(holder));
  process.once("exit", () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, "utf8")) as Holder;
      if (current.pid === process.pid) fs.unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  });
}

/** The running process that holds the data directory, if any (a holder that has died does not count). */
export function dataDirectoryHolder(dataDir: string): Holder | undefined {
  if (dataDir.startsWith("memory://")) return undefined;
  let holder: Holder;
  try {
    holder = JSON.parse(fs.readFileSync(path.join(dataDir, HOLDER_FILE), "utf8")) as Holder;
  } catch {
    return undefined;
  }
  if (!Number.isInteger(holder.pid) || holder.pid === process.pid) return undefined;
  try {
    process.kill(holder.pid, 0);
    return isNodeProcess(holder.pid) ? holder : undefined;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the files.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? holder : undefined;
  }
}

/**
 * A holder left behind by a server that was killed outright may name a process id since given to another
 * program; where the system shows command lines (Linux), only a Node process counts.
 */
function isNodeProcess(pid: number): boolean {
  let commandLine: string;
  try {
    commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return true;
  }
  return /node|tsx/i.test(commandLine);
}
