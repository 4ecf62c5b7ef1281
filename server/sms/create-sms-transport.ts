import { createBulkSmsBdTransport } from "./bulksmsbd";
import { createFileSmsTransport } from "./file-transport";
import type { SmsConfig } from "./sms-config";
import { createSslWirelessTransport } from "./sslwireless";
import type { SmsTransport } from "./sms-transport";

/** The configured gateway's adapter, or, without one, the file writer. */
export function createSmsTransport(
  config: SmsConfig,
  options: { smsDir: string; onSaved?: (file: string) => void; timeoutMs?: number },
): SmsTransport {
  const gateway = config.gateway;
  if (!gateway) return createFileSmsTransport(options.smsDir, options.onSaved);
  switch (gateway.provider) {
    case "bulksmsbd":
      return createBulkSmsBdTransport({
        apiKey: gateway.apiKey,
        senderId: gateway.senderId,
        baseUrl: gateway.baseUrl,
        timeoutMs: options.timeoutMs,
      });
    case "sslwireless":
      return createSslWirelessTransport({
        apiToken: gateway.apiKey,
        sid: gateway.senderId,
        baseUrl: gateway.baseUrl,
        timeoutMs: options.timeoutMs,
      });
  }
}
