import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { fastifyTrustProxy, isPrivateAddress, parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it("reads nobody, a hop count, or addresses and networks", () => {
    expect(parseTrustProxy("")).toEqual({ value: false });
    expect(parseTrustProxy("false")).toEqual({ value: false });
    expect(parseTrustProxy("0")).toEqual({ value: false });
    expect(parseTrustProxy(" 2 ")).toEqual({ value: 2 });
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1 ,fd00::/8")).toEqual({
      value: ["10.0.0.0/8", "127.0.0.1", "fd00::/8"],
    });
  });

  it.each(["true", "yes", "11", "10.0.0.0/33", "::1/129", "10.0.0.0/8/1", "proxy.internal", "10.0.0.256"])(
    "refuses %s",
    (raw) => {
      expect(parseTrustProxy(raw)).toHaveProperty("error");
    },
  );
});

describe("isPrivateAddress", () => {
  it("knows where proxies sit and where clients come from", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.5",
      "192.168.1.1",
      "::1",
      "fd12::1",
      "::ffff:10.0.0.2",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of [
      "203.0.113.7",
      "8.8.8.8",
      "172.32.0.1",
      "2001:db8::1",
      "::ffff:198.51.100.1",
      "nonsense",
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

/** The client address Fastify reports for a request from `peer` carrying this X-Forwarded-For. */
async function clientAddress(trust: string, peer: string, forwardedFor?: string) {
  const parsed = parseTrustProxy(trust);
  if (!("value" in parsed)) throw new Error(parsed.error);
  const app = Fastify({ trustProxy: fastifyTrustProxy(parsed.value) });
  app.get("/", async (request) => request.ip);
  const response = await app.inject({
    method: "GET",
    url: "/",
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });
  await app.close();
  return response.body;
}

describe("fastifyTrustProxy", () => {
  it("with one hop, takes the address the proxy appended, not what the client wrote before it", async () => {
    // The client wrote 1.1.1.1; nginx appended the address it saw.
    expect(await clientAddress("1", "10.0.0.2", "1.1.1.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(await clientAddress("1", "10.0.0.2", "203.0.113.7")).toBe("203.0.113.7");
  });

  it("with a hop count, ignores X-Forwarded-For from a peer on a public address (no proxy in between)", async () => {
    expect(await clientAddress("1", "198.51.100.20", "203.0.113.99")).toBe("198.51.100.20");
    expect(await clientAddress("2", "198.51.100.20", "9.9.9.9, 203.0.113.99")).toBe("198.51.100.20");
  });

  it("with two hops, skips both proxies and no further", async () => {
    expect(await clientAddress("2", "10.0.0.2", "1.1.1.1, 203.0.113.7, 10.0.0.9")).toBe("203.0.113.7");
  });

  it("with addresses, believes only the proxies named", async () => {
    expect(await clientAddress("10.0.0.0/8", "10.4.5.6", "203.0.113.7")).toBe("203.0.113.7");
    expect(await clientAddress("10.0.0.0/8", "192.168.0.9", "203.0.113.7")).toBe("192.168.0.9");
    // A client behind the proxy that writes its own header still gets the address the proxy saw.
    expect(await clientAddress("10.0.0.0/8", "10.4.5.6", "1.1.1.1, 203.0.113.7")).toBe("203.0.113.7");
  });

  it("with nobody trusted, reports the socket's address", async () => {
    expect(await clientAddress("false", "10.0.0.2", "203.0.113.7")).toBe("10.0.0.2");
  });
});
