import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { imageBlurs } from "./generated/image-blur.server";
import { ImageBlurProvider } from "./lib/image-blur";
import { RENDER_STREAM_TIMEOUT_MS } from "../common/limits";

/** React Router reads this export: how long a render may stream before React abandons what is pending. */
export const streamTimeout = RENDER_STREAM_TIMEOUT_MS;

/**
 * Every document is rendered completely before its first byte leaves (loaders are awaited before rendering
 * anyway): the server then hashes the document's inline scripts for its Content-Security-Policy and can
 * store the page, compressed, in its shared cache.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ImageBlurProvider value={imageBlurs}>
        <ServerRouter context={routerContext} url={request.url} />
      </ImageBlurProvider>,
      {
        // A complete boundary larger than this is sent after the page and moved into place by a script;
        // every boundary here is complete before the first byte, so each stays in place, readable
        // without JavaScript and in document order for crawlers.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
