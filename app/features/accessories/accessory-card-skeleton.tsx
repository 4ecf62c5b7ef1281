/** The catalogue grid: two cards side by side on a phone, four on a wide screen. */
export const accessoryGridClassName = "grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4";

/** A card-shaped placeholder while the catalogue loads. */
export function AccessoryCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-card bg-white/70 shadow-soft ring-1 ring-sand/40"
    >
      <div className="aspect-square animate-pulse bg-linen motion-reduce:animate-none" />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="h-5 w-3/4 animate-pulse rounded bg-linen motion-reduce:animate-none" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-linen motion-reduce:animate-none" />
        <div className="mt-2 h-5 w-1/2 animate-pulse rounded bg-linen motion-reduce:animate-none" />
        <div className="mt-auto h-9 animate-pulse rounded-full bg-linen pt-4 motion-reduce:animate-none" />
      </div>
    </div>
  );
}

/** A grid of placeholder cards, announced once as loading. */
export function AccessoryGridSkeleton({ count }: { count: number }) {
  return (
    <>
      <ul className={accessoryGridClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <AccessoryCardSkeleton />
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        Loading accessories...
      </p>
    </>
  );
}
