import { BlockList, isIP } from "node:net";
import { TRUST_PROXY_MAX_HOPS } from "../../common/limits";

/**
 * Which peers may tell the server who the client is (`X-Forwarded-For`, `-Proto`): nobody (`false`), the
 * nearest N hops (a number), or the proxies at these addresses and networks. Never "everybody": a client
 * could then name any address it likes and buy itself a fresh rate limit with every request.
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_TRUE_MESSAGE =
  "no longer accepts true, which trusted every X-Forwarded-For a client sent: give the number of proxies in " +
  "front of the server (TRUST_PROXY=1 for one nginx or load balancer) or their addresses " +
  "(TRUST_PROXY=10.0.0.0/8,127.0.0.1)";

/**
 * Reads TRUST_PROXY: `false`/`0`/empty, a hop count (`1`), or a comma-separated list of IP addresses and
 * CIDR networks. Returns the value, or the reason it is refused.
 */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const text = raw.trim();
  if (text === "" || text === "false" || text === "0") return { value: false };
  if (text === "true") return { error: TRUST_PROXY_TRUE_MESSAGE };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= TRUST_PROXY_MAX_HOPS
      ? { value: hops }
      : { error: `must be a number of proxies from 0 to ${TRUST_PROXY_MAX_HOPS}` };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isAddressOrNetwork(entry)) {
      return {
        error: `must be false, a number of proxies (1) or proxy addresses and networks (10.0.0.0/8,127.0.0.1); "${entry}" is none of these`,
      };
    }
  }
  return { value: entries };
}

function isAddressOrNetwork(entry: string): boolean {
  const [address, prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Loopback, private, link-local and carrier-grade NAT networks: where a reverse proxy or load balancer sits. */
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
  ["100.64.0.0", 10],
] as const) {
  privateNetworks.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  privateNetworks.addSubnet(network, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateNetworks.check(mapped[1], "ipv4");
  const version = isIP(address);
  return version !== 0 && privateNetworks.check(address, version === 4 ? "ipv4" : "ipv6");
}

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's form of the setting. A hop count trusts the nearest N hops, the first of them (the peer on the
 * socket) only when it is on a private network: Fastify itself refuses bare hop counts, since a client that
 * reaches the server directly could otherwise name its own address; a client from the internet has a public
 * address, a proxy in front almost never does. Addresses and networks go to Fastify as they are.
 */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | TrustFunction {
  if (typeof value !== "number") return value;
  if (value === 0) return false;
  const hops = value;
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}
