import { randomUUID } from "node:crypto";

export type AckedOrder = {
  key: string;
  body: { name: string; email: string; address: string; phone: string };
  orderId: string;
  line: { accessoryId: string; quantity: number };
  /** True when the line was answered 201; a line in flight at a crash may or may not be stored. */
  lineAcked: boolean;
};

export type OrderLoad = {
  acked: AckedOrder[];
  /** Resolves when at least this many orders were acknowledged, or the time is up. */
  waitFor: (orders: number, timeoutMs: number) => Promise<void>;
  /** Stops sending and waits for the requests in flight to settle. */
  stop: () => Promise<{ acked: AckedOrder[]; failed: number; ordersPerSecond: number }>;
};

/** Several clients placing orders (an order, then one line) back to back, as fast as the server answers. */
export async function startOrderLoad(baseUrl: string, workers = 8): Promise<OrderLoad> {
  const page = (await (await fetch(`${baseUrl}/api/accessory/get-all-accessories?page=1`)).json()) as {
    data: { _id: string }[];
  };
  const accessoryIds = page.data.map((accessory) => accessory._id);
  if (accessoryIds.length === 0) throw new Error("The catalogue is empty; the load needs accessories");

  const acked: AckedOrder[] = [];
  let failed = 0;
  let stopped = false;
  let sequence = 0;
  const ackTimes: number[] = [];

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });

  async function worker() {
    while (!stopped) {
      sequence += 1;
      const key = `load-${randomUUID()}`;
      const body = {
        name: `Load Customer ${sequence}`,
        email: `load${sequence}@example.com`,
        address: `House ${sequence}, Road 11, Banani, Dhaka 1213`,
        phone: "01711223344",
      };
      const line = {
        accessoryId: accessoryIds[sequence % accessoryIds.length],
        quantity: (sequence % 9) + 1,
      };
      try {
        const created = await post("/api/order/save-order", body, { "idempotency-key": key });
        if (created.status !== 201) {
          failed += 1;
          await created.arrayBuffer();
          continue;
        }
        const order = {
          key,
          body,
          orderId: ((await created.json()) as { _id: string })._id,
          line,
          lineAcked: false,
        };
        acked.push(order);
        ackTimes.push(performance.now());
        const saved = await post("/api/order/save-order-details", { orderId: order.orderId, ...line });
        order.lineAcked = saved.status === 201;
        await saved.arrayBuffer();
      } catch {
        failed += 1;
        // The server is gone or going; do not spin while it is down.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    acked,
    waitFor: async (orders, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (acked.length < orders && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    stop: async () => {
      stopped = true;
      await running;
      const span = ackTimes.length > 1 ? (ackTimes.at(-1)! - ackTimes[0]) / 1000 : 0;
      return { acked, failed, ordersPerSecond: span > 0 ? (ackTimes.length - 1) / span : 0 };
    },
  };
}

/**
 * Proves through the API that every acknowledged order exists: replaying its Idempotency-Key with the same
 * details must return the same order (never a new one), with its acknowledged line in the totals.
 */
export async function verifyAcknowledged(baseUrl: string, orders: AckedOrder[]): Promise<string[]> {
  const problems: string[] = [];
  const queue = [...orders];
  async function worker() {
    for (let order = queue.shift(); order; order = queue.shift()) {
      const response = await fetch(`${baseUrl}/api/order/save-order`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": order.key },
        body: JSON.stringify(order.body),
      });
      const body = (await response.json()) as { _id?: string; totalItems?: number };
      if (
        response.status !== 201 ||
        response.headers.get("idempotent-replayed") !== "true" ||
        body._id !== order.orderId
      ) {
        problems.push(`order ${order.orderId}: ${response.status} ${JSON.stringify(body)}`);
      } else if (
        order.lineAcked
          ? body.totalItems !== order.line.quantity
          : ![0, order.line.quantity].includes(body.totalItems!)
      ) {
        problems.push(
          `order ${order.orderId}: totalItems ${body.totalItems}, line ${JSON.stringify(order.line)} acked ${order.lineAcked}`,
        );
      }
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker));
  return problems;
}
