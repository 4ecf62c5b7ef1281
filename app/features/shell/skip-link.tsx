import { useT } from "~/i18n/i18n";

/**
 * The first Tab stop. The explicit focus matters: following a fragment link moves the browser's reading
 * position but not always keyboard focus, and the next Tab must start inside the main content.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useT();
  return (
    <a
      href={`#${targetId}`}
      onClick={() => document.getElementById(targetId)?.focus()}
      className="sr-only z-[60] rounded-full bg-walnut px-5 py-3 text-sm font-medium text-ivory shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t.shell.skipToContent}
    </a>
  );
}
