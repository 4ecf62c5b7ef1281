import { lazy, Suspense } from "react";
import { useT } from "~/i18n/i18n";
import type { SiteConfig } from "../../../content/site";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { LoadBoundary } from "~/components/load-boundary";
import { Modal } from "~/components/modal";
import { Spinner } from "~/components/spinner";
import { useAppDispatch, useAppSelector } from "~/store";
import { closeModal, setContactFormWarmUp } from "~/lib/contact-modal";
import { loadContactForm, preloadContactForm } from "./load-contact-form";

const ContactForm = lazy(loadContactForm);

// Every page renders this modal, so by the time a visitor reaches for a Contact Us button, the buttons
// (shared components that cannot import this feature) know how to warm the form's code up.
setContactFormWarmUp(preloadContactForm);

function FormLoading() {
  const t = useT();
  return (
    <div className="flex min-h-96 items-center justify-center">
      <Spinner size="lg" label={t.contact.loading} />
    </div>
  );
}

function FormUnavailable({ site }: { site: Pick<SiteConfig, "phone" | "email"> }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-card border border-sand bg-linen/60 px-6 py-8 text-center">
      <p className="font-display text-2xl text-walnut">{t.contact.unavailableTitle}</p>
      <p className="mt-3 text-sm leading-relaxed text-charcoal/80">
        {t.contact.unavailableBefore}
        <a
          href={site.phone.href}
          className="font-medium whitespace-nowrap text-walnut underline underline-offset-4"
        >
          {site.phone.display}
        </a>
        {t.contact.unavailableOr}
        <a href={site.email.href} className="font-medium text-walnut underline underline-offset-4">
          {site.email.address}
        </a>
        {t.contact.unavailableAfter}
      </p>
    </div>
  );
}

/** The one contact modal of the site (docs/product.md#contact-modal), opened by `contact/openModal` from any Contact Us button. */
export function ContactModal({ site }: { site: Pick<SiteConfig, "phone" | "email" | "whatsappNumber"> }) {
  const open = useAppSelector((state) => state.contact.isModalOpen);
  const dispatch = useAppDispatch();
  const close = () => dispatch(closeModal());
  const t = useT();
  return (
    <Modal open={open} onClose={close} title={t.contact.title} description={t.contact.description} size="lg">
      <LoadBoundary fallback={<FormUnavailable site={site} />}>
        <Suspense fallback={<FormLoading />}>
          <ContactForm onSent={close} />
        </Suspense>
      </LoadBoundary>
      <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-sand/70 pt-5 text-sm text-charcoal/80">
        {t.whatsapp.prefer}
        <WhatsAppLink
          number={site.whatsappNumber}
          className="inline-flex items-center gap-1.5 font-medium text-walnut underline underline-offset-4 hover:text-walnut-dark"
          testId="contact-whatsapp"
        >
          {t.whatsapp.chat}
        </WhatsAppLink>
      </p>
    </Modal>
  );
}
