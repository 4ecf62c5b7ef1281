import type { ComponentType } from "react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, ServerBuild } from "react-router";
import * as entryServer from "../../../app/entry.server";
import * as root from "../../../app/root";

export type FakeRoute = {
  path: string;
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
  /** The route's own response headers, like a Cache-Control that lets the server share the page. */
  headers?: HeadersFunction;
};

/**
 * A production ServerBuild made of the real document entry (`app/entry.server.tsx`) and the real root
 * layout, with test routes below it: enough for the server to render pages with React Router's real
 * hydration scripts (and hash them for the Content-Security-Policy), without a Vite build.
 */
export function fakeServerBuild(routes: FakeRoute[]): ServerBuild {
  const manifestRoute = (
    id: string,
    parentId: string | undefined,
    path: string,
    hasLoader: boolean,
    hasAction = false,
  ) => ({
    id,
    parentId,
    path,
    index: undefined,
    caseSensitive: undefined,
    hasAction,
    hasLoader,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === "root",
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
  });

  const serverRoutes: ServerBuild["routes"] = {
    root: {
      id: "root",
      path: "",
      module: root as unknown as NonNullable<ServerBuild["routes"][string]>["module"],
    },
  };
  const manifestRoutes: Record<string, ReturnType<typeof manifestRoute>> = {
    root: manifestRoute("root", undefined, "", false),
  };
  routes.forEach((route, index) => {
    const id = `routes/test-${index}`;
    serverRoutes[id] = {
      id,
      parentId: "root",
      path: route.path,
      module: {
        default: route.Component,
        ...(route.loader ? { loader: route.loader } : {}),
        ...(route.action ? { action: route.action } : {}),
        ...(route.headers ? { headers: route.headers } : {}),
      },
    } as ServerBuild["routes"][string];
    manifestRoutes[id] = manifestRoute(id, "root", route.path, Boolean(route.loader), Boolean(route.action));
  });

  return {
    entry: { module: entryServer as unknown as ServerBuild["entry"]["module"] },
    routes: serverRoutes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: manifestRoutes,
      url: "/assets/manifest.js",
      version: "test",
    } as unknown as ServerBuild["assets"],
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}
