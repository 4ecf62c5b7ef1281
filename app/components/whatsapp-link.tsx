import type { ReactNode } from "react";
import { whatsappLink } from "../../common/whatsapp";
import { useT } from "~/i18n/i18n";
import { ChatIcon } from "./icons";

/**
 * A chat with the shop on WhatsApp: a plain link to wa.me (no script, no widget, nothing loaded before the
 * tap), opening in WhatsApp or a new tab. Its box is fixed by its classes, so it never moves the page.
 */
export function WhatsAppLink({
  number,
  text,
  className,
  iconClassName = "size-4",
  children,
  testId,
}: {
  number: string;
  /** The message the chat starts with; the visitor can change it before sending. */
  text?: string;
  className?: string;
  iconClassName?: string;
  children?: ReactNode;
  testId?: string;
}) {
  const t = useT();
  return (
    <a
      href={whatsappLink(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-testid={testId}
    >
      <ChatIcon className={iconClassName} />
      {children ?? t.whatsapp.label}
      <span className="sr-only"> {t.whatsapp.newWindow}</span>
    </a>
  );
}
