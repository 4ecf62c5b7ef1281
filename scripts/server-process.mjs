import net from "node:net";

/**
 * Helpers for starting the real server as a child process, shared by the end-to-end tests, the reliability tests
 * and the benchmarks (each starts its own server on its own port).
 */

/** A TCP port on 127.0.0.1 that nothing listens on right now, as the operating system picks one. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits until `url` answers with a 2xx status, asking every `intervalMs`. Fails at once when `child` exits (by a code
 * or a signal) and after `timeoutMs`; the error names the server as `name` says.
 */
export async function waitUntilHealthy(url, child, { timeoutMs, intervalMs = 200, name = "The server" }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited during start-up (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() >= deadline) throw new Error(`${name} did not become healthy within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
