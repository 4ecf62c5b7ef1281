import { useT } from "~/i18n/i18n";
import type { ReactNode } from "react";

export interface NotFoundMessageProps {
  title: string;
  children?: ReactNode;
  /** The way back, e.g. a Back to Projects button. */
  action?: ReactNode;
  eyebrow?: string;
}

/** The in-layout page for an unknown slug; the route answers it with HTTP 404. */
export function NotFoundMessage({ title, children, action, eyebrow }: NotFoundMessageProps) {
  const t = useT();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-xs font-medium tracking-[0.24em] text-walnut uppercase">
        {eyebrow ?? t.notFound.eyebrow}
      </p>
      <h1 className="mt-4 text-4xl font-semibold text-walnut sm:text-5xl">{title}</h1>
      {children && <div className="mt-4 text-lg leading-relaxed text-charcoal/80">{children}</div>}
      {action && <div className="mt-10 flex flex-wrap justify-center gap-3">{action}</div>}
    </section>
  );
}
