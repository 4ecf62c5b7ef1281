import fs from "node:fs/promises";
import path from "node:path";
import type { SmsTransport } from "./sms-transport";

/**
 * Without a gateway each SMS is written as a text file under `smsDir`, named after when it was written and
 * its id, so a newcomer sees exactly what a customer or staff member would have received.
 */
export function createFileSmsTransport(smsDir: string, onSaved?: (file: string) => void): SmsTransport {
  return {
    name: "file",
    async send(sms) {
      await fs.mkdir(smsDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(smsDir, `${stamp}-${sms.clientMessageId.replace(/[^\w-]+/g, "_")}.txt`);
      const size = `${sms.encoding}, ${sms.parts === 1 ? "1 part" : `${sms.parts} parts`}`;
      await fs.writeFile(
        file,
        `To: ${sms.to}\nId: ${sms.clientMessageId}\nEncoding: ${size}\n\n${sms.text}\n`,
        "utf8",
      );
      onSaved?.(file);
      return { savedTo: file };
    },
    close: () => {},
  };
}
