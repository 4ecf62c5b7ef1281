import net from "node:net";

export type ProxyMode = "up" | "silent" | "refusing";

export type TcpProxy = {
  port: number;
  /** "silent": connections stay open but nothing gets through, like a hung server or a dropped route. */
  setMode: (mode: ProxyMode) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A loopback TCP proxy in front of PostgreSQL that a test can cut and restore, to stage an outage without
 * touching the database server itself.
 */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: ProxyMode = "up";
  const pairs = new Set<{ client: net.Socket; upstream?: net.Socket }>();
  let listener: net.Server | undefined;
  let port = 0;

  const onConnection = (client: net.Socket) => {
    const pair: { client: net.Socket; upstream?: net.Socket } = { client };
    pairs.add(pair);
    client.on("error", () => {});
    client.on("close", () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (mode === "silent") {
      // Swallow what the client sends and never answer.
      client.on("data", () => {});
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    pair.upstream = upstream;
    upstream.on("error", () => client.destroy());
    upstream.on("close", () => client.destroy());
    client.on("data", (chunk) => {
      if (mode === "up") upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (mode === "up") client.write(chunk);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      listener = net.createServer(onConnection);
      listener.once("error", reject);
      listener.listen(port, "127.0.0.1", () => {
        port = (listener!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!listener) return resolve();
      listener.close(() => resolve());
      listener = undefined;
    });
  const dropAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    pairs.clear();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    setMode: async (next) => {
      const previous = mode;
      mode = next;
      if (next === "refusing") {
        dropAll();
        await stopListening();
      } else if (previous === "refusing") {
        await listen();
      } else if (next === "up" && previous === "silent") {
        // Connections that lost bytes while silent are out of step with the server; end them as a network would.
        dropAll();
      }
    },
    close: async () => {
      dropAll();
      await stopListening();
    },
  };
}
