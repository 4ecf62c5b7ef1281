import {
  checkCourierEnvironment,
  courierEnvironment,
  resolveCourierConfig,
  type CourierConfig,
} from "../couriers/courier-config";
import { configSection, secret } from "./config-section";

/**
 * Steadfast and Pathao. Each courier is offered only when all of its variables are set. Every value is
 * treated as a secret, never printed, not even in the start-up line that refuses one: the keys and passwords
 * are, and the variables share their schemas (a plain value beside them costs only a less helpful message).
 */
const variables = Object.fromEntries(
  Object.entries(courierEnvironment).map(([name, schema]) => [name, secret(schema)]),
) as typeof courierEnvironment;

export const courierSettings = configSection({
  variables,
  check: checkCourierEnvironment,
  settings: (values): { couriers: CourierConfig } => ({ couriers: resolveCourierConfig(values) }),
});
