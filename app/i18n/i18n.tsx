import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "../../common/lang";
import { localizePath } from "../../common/lang";
import { en, type Messages } from "./messages/en";

/**
 * The page's language and its message catalogue. Each site layout (routes/site-layout.tsx for English,
 * routes/site-layout-bn.tsx for /bn) provides its own catalogue, so the Bengali one is only in the /bn
 * layout's code chunk and English pages never download it. Outside a provider (tests, the back office)
 * components read English.
 */
export type I18n = { lang: Lang; t: Messages };

const I18nContext = createContext<I18n>({ lang: "en", t: en });

export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Lang;
  messages: Messages;
  children: ReactNode;
}) {
  return <I18nContext.Provider value={{ lang, t: messages }}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** The catalogue of the page's language: `const t = useT(); t.shell.openMenu`. */
export function useT(): Messages {
  return useContext(I18nContext).t;
}

export function useLang(): Lang {
  return useContext(I18nContext).lang;
}

/** Turns a site address into the page language's twin: "/checkout-order" -> "/bn/checkout-order" on /bn pages. */
export function useLocalPath(): (path: string) => string {
  const lang = useLang();
  return (path) => localizePath(path, lang);
}
