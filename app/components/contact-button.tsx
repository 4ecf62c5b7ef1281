import type { MouseEvent } from "react";
import { Button, type ButtonProps } from "~/components/button";
import { preloadModal } from "~/components/modal";
import { useAppDispatch } from "~/store";
import { useT } from "~/i18n/i18n";
import { openModal, warmUpContactForm } from "~/lib/contact-modal";

export type ContactButtonProps = Omit<ButtonProps, "type" | "loading" | "loadingText">;

/** The dialog's and the form's code, fetched as the visitor reaches for the button. */
function warmUp() {
  preloadModal();
  warmUpContactForm();
}

/** Every Contact Us button of the site: opens the one contact modal through `contact/openModal`. */
export function ContactButton({ children, onClick, onPointerEnter, onFocus, ...rest }: ContactButtonProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <Button
      aria-haspopup="dialog"
      onPointerEnter={(event) => {
        warmUp();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        warmUp();
        onFocus?.(event);
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        dispatch(openModal());
      }}
      {...rest}
    >
      {children ?? t.shell.contactUs}
    </Button>
  );
}
