import type { ReactNode } from "react";

/** The sign-in and setup pages: one card in the middle of a calm page, the company's name above it. */
export function AuthCard({
  companyName,
  title,
  intro,
  children,
}: {
  companyName: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-linen/60 px-4 py-12 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <p className="text-center font-display text-2xl text-walnut">{companyName}</p>
        <p className="mt-1 text-center text-xs font-medium uppercase tracking-[0.2em] text-charcoal/70">
          Back office
        </p>
        <section className="mt-8 rounded-card border border-sand/70 bg-ivory p-6 shadow-soft sm:p-8">
          <h1 className="font-display text-3xl text-charcoal">{title}</h1>
          {intro && <div className="mt-2 text-sm text-charcoal/80">{intro}</div>}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </main>
  );
}

/** The form-level message (a refused sign-in, a spent link), announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <p className="mb-5 rounded-card border border-[#9b2c1f]/30 bg-[#9b2c1f]/5 px-4 py-3 text-sm text-[#9b2c1f]">
          {message}
        </p>
      )}
    </div>
  );
}
