import { NOTIFICATION_RETRY_SCHEDULE } from "../../common/limits";

/**
 * When a failed job is tried again: soon at first (a mail server restarting, a network blip), then less and
 * less often, for at least `retryForMs` after the first attempt; then the job is marked failed for staff to see.
 */
export type RetryPolicy = {
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  retryForMs: number;
};

/** 15 s, 45 s, 2¼ min, 6¾ min, 20 min, 1 h, then every 4 h, for 24 h. */
export const defaultRetryPolicy: RetryPolicy = NOTIFICATION_RETRY_SCHEDULE;

function delayAfter(policy: RetryPolicy, failure: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * policy.factor ** (failure - 1));
}

/** The wait before the next attempt after `attempts` failed ones, or null when it is time to give up. */
export function nextRetryDelayMs(policy: RetryPolicy, attempts: number): number | null {
  let waited = 0;
  for (let failure = 1; failure < attempts; failure += 1) waited += delayAfter(policy, failure);
  return waited >= policy.retryForMs ? null : delayAfter(policy, attempts);
}
