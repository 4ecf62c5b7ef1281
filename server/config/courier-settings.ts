import {
  checkCourierEnvironment,
  COURIER_SECRET_VARIABLES,
  courierEnvironment,
  resolveCourierConfig,
  type CourierConfig,
} from "../couriers/courier-config";
import { configSection, secret } from "./config-section";

/**
 * Steadfast and Pathao. Each courier is offered only when all of its variables are set; its secrets are
 * never printed, not even in the start-up line that refuses one.
 */
const variables = Object.fromEntries(
  Object.entries(courierEnvironment).map(([name, schema]) => [
    name,
    COURIER_SECRET_VARIABLES.has(name) ? secret(schema) : schema,
  ]),
) as typeof courierEnvironment;

export const courierSettings = configSection({
  variables,
  check: checkCourierEnvironment,
  settings: (values): { couriers: CourierConfig } => ({ couriers: resolveCourierConfig(values) }),
});
