import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request a fake courier received, kept for tests to read. */
export type ReceivedRequest = {
  method: string;
  /** The path without the query, e.g. `/api/v1/create_order`. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, or undefined when there was none or it was not JSON. */
  body: unknown;
  rawBody: string;
};

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Ways a test can make the next matching request fail:
 * - `answer`: reply with this instead of doing anything (a 500, a 429, a 401);
 * - `hang`: never reply, until the server closes (a timeout for the client);
 * - `drop-before`: close the connection without doing anything;
 * - `drop-after`: do the work (book the parcel), then close the connection without replying;
 * - `slow`: do the work, reply after `ms`;
 * - `garbage`: do the work, then reply 200 with a body that is not the courier's answer;
 * - `hold`: do the work, then keep the answer until `until` settles (a test kills the caller meanwhile, so
 *   the courier has acted and the caller never hears it); `held` is called once the work is done.
 */
export type Fault =
  | { kind: "answer"; answer: FakeAnswer }
  | { kind: "hang" }
  | { kind: "drop-before" }
  | { kind: "drop-after" }
  | { kind: "slow"; ms: number }
  | { kind: "garbage" }
  | { kind: "hold"; until: Promise<unknown>; held?: () => void };

type ScheduledFault = { method: string; path: RegExp; fault: Fault; remaining: number };

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * A real HTTP server on 127.0.0.1 and a free port, for fakes of outside services: it records every request,
 * hands it to the fake's handler, and plays the faults a test scheduled.
 */
export async function startFakeServer(handle: (request: ReceivedRequest) => FakeAnswer) {
  const requests: ReceivedRequest[] = [];
  const faults: ScheduledFault[] = [];

  function takeFault(method: string, path: string): Fault | null {
    const index = faults.findIndex(
      (scheduled) => (scheduled.method === "*" || scheduled.method === method) && scheduled.path.test(path),
    );
    if (index === -1) return null;
    const scheduled = faults[index];
    scheduled.remaining -= 1;
    if (scheduled.remaining <= 0) faults.splice(index, 1);
    return scheduled.fault;
  }

  function reply(response: http.ServerResponse, answer: FakeAnswer) {
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      ...(text ? { "content-type": "application/json" } : {}),
      ...answer.headers,
    });
    response.end(text);
  }

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    incoming.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = rawBody ? JSON.parse(rawBody) : undefined;
      } catch {
        body = undefined;
      }
      const url = new URL(incoming.url ?? "/", "http://fake.invalid");
      const request: ReceivedRequest = {
        method: incoming.method ?? "GET",
        path: decodeURIComponent(url.pathname),
        headers: incoming.headers,
        body,
        rawBody,
      };
      requests.push(request);
      const fault = takeFault(request.method, request.path);
      if (size > MAX_BODY_BYTES)
        return reply(response, { status: 413, body: { message: "Payload Too Large" } });
      if (fault?.kind === "answer") return reply(response, fault.answer);
      if (fault?.kind === "hang") return;
      if (fault?.kind === "drop-before") return incoming.socket.destroy();
      const answer = handle(request);
      if (fault?.kind === "drop-after") return incoming.socket.destroy();
      if (fault?.kind === "garbage")
        return reply(response, { status: 200, body: "<html><body>Service temporarily busy</body></html>" });
      if (fault?.kind === "slow") return void setTimeout(() => reply(response, answer), fault.ms);
      if (fault?.kind === "hold") {
        fault.held?.();
        // The caller may be gone by then (killed): an answer to a closed connection is simply dropped.
        const release = () => {
          if (!response.destroyed && !incoming.socket.destroyed) reply(response, answer);
        };
        return void fault.until.then(release, release);
      }
      reply(response, answer);
    });
  });
  // A client that gives up mid-request (its timeout) is normal here, not a failure of the fake.
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    /** Makes the next `times` requests matching `method` (or "*") and `path` fail as `fault` says. */
    failNext(method: string, path: RegExp, fault: Fault, times = 1) {
      faults.push({ method, path, fault, remaining: times });
    },
    /** The requests received for a path, in order. */
    requestsTo(method: string, path: RegExp) {
      return requests.filter((request) => request.method === method && path.test(request.path));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>;

/** A webhook call as the courier makes it: a JSON POST, with its answer read back for the test. */
export async function postWebhook(url: string, payload: unknown, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}

/** `2026-11-26 14:05:09`, Dhaka's wall clock, as both couriers write times. */
export function dhakaTimestamp(instant = new Date()): string {
  return new Date(instant.getTime() + 6 * 60 * 60_000).toISOString().slice(0, 19).replace("T", " ");
}
