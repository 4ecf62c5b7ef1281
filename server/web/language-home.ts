import { BN_PREFIX, LANG_COOKIE } from "../../common/lang";

/**
 * The one place the remembered language (the switch's cookie) is read: a visit to "/" by someone who last
 * chose Bengali goes to "/bn", its query kept. Only "/" exactly: a deep link, a shared link or a crawler gets
 * the page it asked for, and nothing ever looks at Accept-Language. Requests carrying a cookie are never
 * served from, nor stored in, the server's page cache, so the redirect cannot leak into anyone else's "/".
 */
export function rememberedLanguageRedirect(
  url: string,
  cookieHeader: string | undefined,
): string | undefined {
  if (!cookieHeader) return undefined;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path !== "/") return undefined;
  const chosen = cookieHeader
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  if (chosen !== "bn") return undefined;
  return queryAt === -1 ? BN_PREFIX : `${BN_PREFIX}${url.slice(queryAt)}`;
}
