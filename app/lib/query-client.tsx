import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useState, type ReactNode } from "react";
import { QUERY_GC_TIME_MS } from "../../common/constants";

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { gcTime: QUERY_GC_TIME_MS, retry: 1 } } });
}

let browserQueryClient: QueryClient | undefined;

/** One client for the whole visit in the browser, so the cache outlives a page; a fresh one per server render. */
function queryClientForThisRender(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/**
 * TanStack Query for the parts that read the API. It is not in the root layout, so pages that read nothing
 * (and the home page until its accessories come near the viewport) do not load it. A client provided
 * further up (a test's) is used as it is.
 */
export function ApiQueryProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  const [client] = useState(() => provided ?? queryClientForThisRender());
  if (provided) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
