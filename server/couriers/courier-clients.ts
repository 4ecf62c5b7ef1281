import type { CourierConfig } from "./courier-config";
import { createPathaoClient, type PathaoClient } from "./pathao/pathao-client";
import { createSteadfastClient, type SteadfastClient } from "./steadfast/steadfast-client";

export type CourierClients = {
  steadfast: SteadfastClient | null;
  pathao: PathaoClient | null;
};

/**
 * One client per configured courier, made once at start-up and shared (Pathao's token lives in its client).
 * A courier without configuration has no client, so nothing can offer it.
 */
export function createCourierClients(config: CourierConfig): CourierClients {
  return {
    steadfast: config.steadfast ? createSteadfastClient({ settings: config.steadfast }) : null,
    pathao: config.pathao ? createPathaoClient({ settings: config.pathao }) : null,
  };
}
