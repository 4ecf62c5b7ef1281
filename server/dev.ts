import middie from "@fastify/middie";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { loadConfigOrExit, startServer } from "./start-server";

// Set, not read: Vite and React take their mode from the process, and the configuration reads it next.
// eslint-disable-next-line no-restricted-properties
process.env.NODE_ENV ??= "development";
const config = loadConfigOrExit();

// Vite runs inside the same Fastify server: its middleware answers module requests and hot reload,
// and React Router's server build is loaded through it so route edits apply without a restart.
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });

await startServer({ ...config, env: "development" }, async () => ({
  mode: "development",
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  mountDevMiddleware: async (server) => {
    await server.register(middie);
    server.use(vite.middlewares);
  },
}));
