import { Link as RouterLink, useLocation } from "react-router";
import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_SECONDS,
  LANG_TAG,
  localizePath,
  type Lang,
} from "../../../common/lang";
import { useI18n } from "~/i18n/i18n";
import "~/generated/bengali-switch-label.css";

/** Stored when the visitor picks a language; only a later visit to "/" reads it (server/web/language-home.ts). */
function rememberLanguage(lang: Lang) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/**
 * The word বাংলা drawn from the Bengali face's outlines (scripts/fonts/draw-bengali.mjs): English pages load no
 * Bengali font, and a system without one would draw empty boxes. The drawing is the stylesheet's (a mask over
 * an element sized in em and painted with the text colour), so it follows the link's size, colour and hover like
 * text, and its box is the face's own line box, so it sits where the word set in the face would. Screen
 * readers read the text beside it.
 */
function DrawnBengaliWord({ text }: { text: string }) {
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="bengali-switch-word" data-testid="language-switch-drawn" />
    </>
  );
}

/**
 * **বাংলা** on English pages, **English** on Bengali ones: the same page in the other language, with its
 * query and anchor. A client-side navigation, so the cart (held by the root) and everything else stays.
 */
export function LanguageSwitch({
  className = "",
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const { lang, t } = useI18n();
  const { pathname, search, hash } = useLocation();
  const other: Lang = lang === "en" ? "bn" : "en";
  return (
    <RouterLink
      to={`${localizePath(pathname, other)}${search}${hash}`}
      lang={LANG_TAG[other]}
      hrefLang={LANG_TAG[other]}
      title={t.shell.switchDescription}
      data-testid="language-switch"
      onClick={() => {
        rememberLanguage(other);
        onNavigate?.();
      }}
      className={`inline-flex min-h-11 items-center justify-center rounded-full border border-sand px-4 text-sm font-medium text-walnut transition-colors duration-200 hover:bg-linen active:bg-sand/60 ${className}`}
    >
      {other === "bn" ? <DrawnBengaliWord text={t.shell.switchLabel} /> : t.shell.switchLabel}
    </RouterLink>
  );
}
