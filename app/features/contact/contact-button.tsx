import type { MouseEvent } from "react";
import { Button, type ButtonProps } from "~/components/button";
import { useAppDispatch } from "~/store";
import { openModal } from "./contact-slice";
import { preloadContactForm } from "./load-contact-form";

export type ContactButtonProps = Omit<ButtonProps, "type" | "loading" | "loadingText">;

/** Every Contact Us button of the site: opens the one contact modal through `contact/openModal`. */
export function ContactButton({
  children = "Contact Us",
  onClick,
  onPointerEnter,
  onFocus,
  ...rest
}: ContactButtonProps) {
  const dispatch = useAppDispatch();
  return (
    <Button
      aria-haspopup="dialog"
      onPointerEnter={(event) => {
        preloadContactForm();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadContactForm();
        onFocus?.(event);
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        dispatch(openModal());
      }}
      {...rest}
    >
      {children}
    </Button>
  );
}
