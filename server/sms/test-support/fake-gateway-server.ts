import http from "node:http";
import type { AddressInfo } from "node:net";

/** What a test can make a fake gateway do with the next request(s); "ok" unless told otherwise. */
export type FakeBehaviour =
  | "ok"
  /** An HTTP 503 with an HTML page, as a load balancer in front of a gateway answers while it is down. */
  | "server-error"
  /** HTTP 429. */
  | "too-many-requests"
  /** Takes the request and never answers. */
  | "hang"
  /** Takes the SMS (it counts as delivered) and never answers: a crash or a cut line after the gateway said yes. */
  | "accept-then-hang"
  /** The gateway's own error code for its balance or internal trouble (see each fake). */
  | "balance"
  /** BulkSMSBD: the balance refusal as a bare code instead of JSON, as some of its error paths answer. */
  | "balance-as-bare-code"
  | "internal-error";

export type FakeRequest = {
  method: string;
  path: string;
  contentType: string;
  fields: Record<string, unknown>;
};

export type FakeAnswer = { status: number; body: string; contentType?: string };

export type FakeGatewayServer = {
  /** The base URL to give as SMS_BASE_URL. */
  url: string;
  /** Every request, in order, with its fields as the fake read them. */
  requests: FakeRequest[];
  /** Queues behaviours for the coming requests, one each. */
  next: (...behaviours: FakeBehaviour[]) => void;
  stop: () => Promise<void>;
};

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function parseFields(
  contentType: string,
  body: string,
  query: URLSearchParams,
): Record<string, unknown> | null {
  if (contentType.startsWith("application/json")) {
    try {
      const parsed: unknown = JSON.parse(body);
      return parsed && typeof parsed === "object" && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  if (contentType.startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(body));
  }
  return Object.fromEntries(query);
}

/**
 * A real HTTP server on a free local port that reads a gateway request the way the gateway documents it
 * and lets `answer` reply in the gateway's terms, or misbehaves as the test asks.
 */
export async function startFakeGatewayServer(
  answer: (
    request: FakeRequest | null,
    behaviour: FakeBehaviour,
    raw: { method: string; path: string },
  ) => FakeAnswer | "hang",
): Promise<FakeGatewayServer> {
  const requests: FakeRequest[] = [];
  const queued: FakeBehaviour[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake.test");
    const contentType = String(request.headers["content-type"] ?? "");
    const body = await readBody(request);
    const fields = parseFields(contentType, body, url.searchParams);
    const recorded = fields
      ? { method: request.method ?? "", path: url.pathname, contentType, fields }
      : null;
    if (recorded) requests.push(recorded);
    const behaviour = queued.shift() ?? "ok";
    if (behaviour === "hang") {
      hanging.add(response);
      return;
    }
    if (behaviour === "server-error" || behaviour === "too-many-requests") {
      const status = behaviour === "server-error" ? 503 : 429;
      response.writeHead(status, { "content-type": "text/html" }).end(`<html><body>${status}</body></html>`);
      return;
    }
    const reply = answer(recorded, behaviour, { method: request.method ?? "", path: url.pathname });
    if (reply === "hang") {
      hanging.add(response);
      return;
    }
    response
      .writeHead(reply.status, { "content-type": reply.contentType ?? "application/json" })
      .end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    next: (...behaviours) => queued.push(...behaviours),
    stop: async () => {
      for (const response of hanging) response.destroy();
      hanging.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
