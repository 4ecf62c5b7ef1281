import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { PlusIcon } from "./icons";

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The item open at first; -1 starts with all closed. */
  defaultOpenIndex?: number;
  /** Lets several panels stay open at once instead of one closing the other. */
  multiple?: boolean;
  /** The heading level of the item titles, to fit the page outline. */
  headingLevel?: 3 | 4;
  className?: string;
}

/**
 * The WAI-ARIA accordion pattern: each title is a button in a heading, its panel a labelled region.
 * Arrow keys, Home and End move between titles. Closed panels stay in the DOM (crawlers read them) but
 * are `inert`, so their links cannot take focus while collapsed.
 */
export function Accordion({
  items,
  defaultOpenIndex = 0,
  multiple = false,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(defaultOpenIndex >= 0 && defaultOpenIndex < items.length ? [defaultOpenIndex] : []),
  );
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const buttonId = (index: number) => `${baseId}-button-${index}`;

  const toggle = (index: number) => {
    setOpen((current) => {
      const next = new Set(multiple ? current : [...current].filter((openIndex) => openIndex === index));
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  };

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    document.getElementById(buttonId(target))?.focus();
  };

  return (
    <div
      className={["divide-y divide-walnut/15 border-y border-walnut/15", className].filter(Boolean).join(" ")}
    >
      {items.map((item, index) => {
        const expanded = open.has(index);
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title}>
            <Heading className="font-sans text-base">
              <button
                type="button"
                id={buttonId(index)}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="group flex w-full items-center justify-between gap-6 py-5 text-left font-display text-2xl font-semibold text-walnut transition-colors hover:text-walnut-dark focus-visible:outline-offset-4 active:text-charcoal"
              >
                {item.title}
                <span
                  aria-hidden="true"
                  className={`flex size-9 shrink-0 items-center justify-center rounded-full border transition-[transform,background-color,border-color,color] duration-300 ease-out motion-reduce:transition-none ${
                    expanded
                      ? "rotate-45 border-walnut bg-walnut text-ivory"
                      : "border-walnut/30 text-walnut group-hover:border-walnut group-hover:bg-linen"
                  }`}
                >
                  <PlusIcon size={18} />
                </span>
              </button>
            </Heading>
            {/* A section named by its button is the panel's region (WAI-ARIA's accordion pattern). */}
            <section
              id={panelId}
              aria-labelledby={buttonId(index)}
              inert={!expanded}
              className={`grid transition-[grid-template-rows,opacity] duration-500 ease-out motion-reduce:transition-none ${
                expanded ? "grid-rows-[1fr] opacity-100" : "grid-rows-[0fr] opacity-0"
              }`}
            >
              <div className="overflow-hidden">
                <div className="pb-6 text-charcoal/80">{item.content}</div>
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
