import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const shipped = path.resolve(import.meta.dirname, "..", "..", "deploy", "nginx.conf");

function which(command: string): string | undefined {
  for (const dir of [
    "/usr/sbin",
    "/usr/local/sbin",
    "/usr/local/bin",
    "/usr/bin",
    ...(process.env.PATH ?? "").split(":"),
  ]) {
    const candidate = path.join(dir, command);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

const nginx = which("nginx");
const openssl = which("openssl");
const missing = [nginx ? "" : "nginx", openssl ? "" : "openssl"].filter(Boolean).join(" and ");
if (missing) {
  console.info(
    `[deploy] skipping the check of deploy/nginx.conf with nginx -t: ${missing} is not installed here`,
  );
}

describe.skipIf(missing !== "")("the shipped nginx configuration (deploy/nginx.conf)", () => {
  it("passes nginx -t, with a throwaway certificate in place of the real one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-check-"));
    try {
      execFileSync(
        openssl!,
        [
          "req",
          "-x509",
          "-newkey",
          "rsa:2048",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=www.example.com",
          "-keyout",
          path.join(dir, "privkey.pem"),
          "-out",
          path.join(dir, "fullchain.pem"),
        ],
        { stdio: "ignore" },
      );
      fs.mkdirSync(path.join(dir, "logs"));
      // Only the machine-specific paths change: certificates, pid and logs go to the temporary directory.
      const config = fs
        .readFileSync(shipped, "utf8")
        .replaceAll("/etc/letsencrypt/live/www.example.com/", `${dir}/`)
        .replace("pid /run/nginx.pid;", `pid ${dir}/nginx.pid;`)
        .replaceAll("/var/log/nginx/", `${dir}/logs/`);
      fs.writeFileSync(path.join(dir, "nginx.conf"), config);
      const result = spawnSync(
        nginx!,
        ["-t", "-c", path.join(dir, "nginx.conf"), "-p", dir, "-e", `${dir}/logs/error.log`],
        {
          encoding: "utf8",
        },
      );
      expect(result.stderr).toContain("syntax is ok");
      expect(result.stderr).toContain("test is successful");
      expect(result.status, result.stderr).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("tells the instances who the client is and that the visit was https, and retries no POST", () => {
    const config = fs.readFileSync(shipped, "utf8");
    expect(config).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(config).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
    expect(config).not.toMatch(/non_idempotent/);
  });
});
