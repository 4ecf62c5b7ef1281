import type { ReactNode } from "react";

/** A back-office page's title and its one-line purpose. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="font-display text-4xl text-charcoal">{title}</h1>
      {children && <p className="mt-2 max-w-2xl text-sm text-charcoal/80">{children}</p>}
    </div>
  );
}

/** A confirmation after a change, announced politely. */
export function FormNotice({ message }: { message: string | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <p className="mb-6 rounded-card border border-forest/30 bg-forest/5 px-4 py-3 text-sm text-forest">
          {message}
        </p>
      )}
    </div>
  );
}

/** Why a change was refused because someone else changed the record first; the page shows it as it is now. */
export function ConflictNotice({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-6 rounded-card border border-[#9b2c1f]/40 bg-[#9b2c1f]/5 px-4 py-3 text-sm text-[#9b2c1f]"
    >
      {message}
    </p>
  );
}

/** A titled panel of a back-office page. */
export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-sand/70 bg-white/60 p-5 shadow-soft sm:p-6"
    >
      <h2 id={id} className="font-display text-2xl text-charcoal">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
