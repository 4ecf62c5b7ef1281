import http from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The SMTP envelope: who the server was asked to deliver to (Bcc included). */
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
};

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. It can be stopped and started again on the
 * same port, to play a mail server that is down for a while.
 */
export async function startSmtpSink(options: { port?: number; delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const connectionErrors: Error[] = [];
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  async function listen() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", (error: Error) => callback(error));
        stream.on("end", async () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            parsed: await simpleParser(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => {
        server!.off("error", reject);
        resolve();
      });
    });
    // A client that vanishes mid-session (a server instance killed while sending) is a connection error a
    // mail server lives with: it is kept for the test to read, never thrown from an unheard event.
    server.on("error", (error) => connectionErrors.push(error));
    port = (server.server.address() as AddressInfo).port;
  }

  await listen();
  return {
    received,
    connectionErrors,
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    start: listen,
  };
}

export type WebhookCall = { headers: http.IncomingHttpHeaders; body: string };

/** An HTTP server on 127.0.0.1 that records every webhook call and answers with `status()`. */
export async function startWebhookReceiver(status: () => number = () => 204) {
  const calls: WebhookCall[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      calls.push({ headers: request.headers, body });
      response.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    url: `http://127.0.0.1:${port}/hooks/nakshi`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` returns true, or fails after `timeoutMs` with `what`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
