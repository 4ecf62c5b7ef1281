import type { ImageKey } from "../../../content/types";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Link } from "~/i18n/link";
import { Accordion } from "~/components/accordion";
import { ChevronRightIcon } from "~/components/icons";
import { ButtonLink, buttonClassName } from "~/components/button";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { CONTAINER } from "~/components/page-section";
import { ResponsiveImage } from "~/components/responsive-image";
import { Spinner } from "~/components/spinner";
import { useI18n, useT } from "~/i18n/i18n";
import { formatPrice, localDigits } from "~/i18n/format";
import { en, type Messages } from "~/i18n/messages/en";
import { localizePath, type Lang } from "../../../common/lang";
import {
  accessoryDescription,
  accessoryName,
  accessoryRowText,
  type Accessory,
  type AccessoryImage,
} from "../../../common/catalogue";
import { ACCESSORY_GALLERY_MAX_IMAGES } from "../../../common/constants";
import { CartToggleButton, OnlyLeftNote, OutOfStockBadge } from "./accessory-card";
import { accessoryQuery } from "./accessory-queries";
import { ImageSlider } from "./image-slider";
import { accessoryPath, paths } from "../../../common/paths";

const Lightbox = lazy(() => import("~/components/lightbox"));

const VARIANT_URL = /^\/images\/(.+)-\d+\.(?:jpe?g|webp|avif)$/;

/** The viewer works on image keys; an accessory's imageUrl is one variant of its key. */
function viewerImages(images: AccessoryImage[], name: string, lang: Lang, t: Messages) {
  return images.map((image, index) => ({
    // Catalogue images are served by the image pipeline under the same <group>/<name> keys.
    key: (image.imageUrl.match(VARIANT_URL)?.[1] ?? image.imageUrl) as ImageKey,
    alt: t.shop.imageOf(name, localDigits(lang, index + 1), localDigits(lang, images.length)),
    // An uploaded photo names its own variants.
    uploaded: image.srcSet && image.width && image.height ? image : undefined,
  }));
}

/** The English wording, as the specification quotes it. */
export const NOT_FOUND_TITLE = en.shop.notFoundTitle;
export const NOT_FOUND_MESSAGE = en.shop.notFoundMessage;

/** docs/product.md#accessory-detail: only images that have an imageUrl are shown. */
function shownImages(accessory: Accessory): AccessoryImage[] {
  const images = accessory.images.filter((image) => image.imageUrl);
  if (images.length > 0) return images;
  return accessory.image?.imageUrl ? [{ _id: "main", imageUrl: accessory.image.imageUrl }] : [];
}

type AccessoryDetailProps = {
  id: string;
  initialData?: Accessory;
  /** The server already looked and found nothing: no point asking the API again. */
  knownMissing?: boolean;
  /** The shop's WhatsApp number and the site's origin, for a chat that names this accessory and its page. */
  whatsapp: { number: string; siteUrl: string };
};

export function AccessoryDetail({ id, initialData, knownMissing = false, whatsapp }: AccessoryDetailProps) {
  const { data, isPending, isError } = useQuery({
    ...accessoryQuery(id, initialData),
    enabled: !knownMissing,
  });
  // The route's meta names the page when the server read the accessory; after a client-side navigation
  // only this component knows the name.
  const ownTitle = !initialData && !knownMissing;
  const { lang, t } = useI18n();

  if (knownMissing || isError || (!isPending && !data)) {
    return (
      <>
        {ownTitle && <title>{`${t.shop.notFoundTitle} | Nakshi Interiors`}</title>}
        <AccessoryNotFound />
      </>
    );
  }
  if (isPending) {
    return (
      <div className="flex min-h-[70vh] items-center justify-center">
        <Spinner size="lg" label={t.shop.loadingAccessory} />
      </div>
    );
  }
  return (
    <>
      {ownTitle && <title>{`${accessoryName(data, lang)} | Nakshi Interiors`}</title>}
      <AccessoryView accessory={data} whatsapp={whatsapp} />
    </>
  );
}

function AccessoryNotFound() {
  const t = useT();
  return (
    <div className={`${CONTAINER} flex min-h-[70vh] flex-col items-center justify-center py-24 text-center`}>
      <p className="flex items-center gap-3 text-xs font-medium tracking-[0.24em] text-walnut uppercase">
        <span aria-hidden="true" className="h-px w-8 bg-brass" />
        {t.shop.shopEyebrow}
        <span aria-hidden="true" className="h-px w-8 bg-brass" />
      </p>
      <h1 className="mt-4 text-5xl font-semibold text-walnut sm:text-6xl">{t.shop.notFoundTitle}</h1>
      <p className="mt-4 max-w-md leading-relaxed text-charcoal/80">{t.shop.notFoundMessage}</p>
      <ButtonLink to={paths.accessories} className="mt-10">
        {t.shop.backToAccessories}
      </ButtonLink>
    </div>
  );
}

function AccessoryView({
  accessory,
  whatsapp,
}: {
  accessory: Accessory;
  whatsapp: AccessoryDetailProps["whatsapp"];
}) {
  const images = shownImages(accessory);
  const { lang, t } = useI18n();
  const name = accessoryName(accessory, lang);
  const [activeIndex, setActiveIndex] = useState(0);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);

  // docs/product.md#accessory-images: another accessory may have fewer images; the indexes must never point past them.
  if (activeIndex !== 0 && activeIndex >= images.length) setActiveIndex(0);
  if (viewerIndex !== null && viewerIndex >= images.length) setViewerIndex(null);

  const gallery = images.slice(0, ACCESSORY_GALLERY_MAX_IMAGES);
  const specifications = accessory.specifications.map((specification) => {
    const { label, value } = accessoryRowText(specification, lang);
    return {
      title: label,
      content: <p className="leading-relaxed">{value ?? specification.description}</p>,
    };
  });
  const information = accessory.additionalInformation.map((row) => ({
    _id: row._id,
    ...accessoryRowText(row, lang),
  }));

  return (
    <div className={`${CONTAINER} pt-8 pb-20 sm:pt-12 lg:pb-28`}>
      <nav aria-label={t.shop.breadcrumb} className="mb-8">
        <ol className="flex flex-wrap items-center gap-1.5 text-sm text-charcoal/70">
          <li>
            <Link to="/" className="underline-offset-4 hover:text-walnut hover:underline">
              {t.shell.home}
            </Link>
          </li>
          <li className="flex items-center gap-1.5">
            <ChevronRightIcon size={14} className="text-brass" />
            <Link to={paths.accessories} className="underline-offset-4 hover:text-walnut hover:underline">
              {t.shop.accessories}
            </Link>
          </li>
          <li className="flex min-w-0 items-center gap-1.5">
            <ChevronRightIcon size={14} className="text-brass" />
            <span aria-current="page" className="truncate text-charcoal">
              {name}
            </span>
          </li>
        </ol>
      </nav>

      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          {images.length > 0 ? (
            <ImageSlider
              images={images}
              name={name}
              activeIndex={Math.min(activeIndex, images.length - 1)}
              onActiveIndexChange={setActiveIndex}
              onOpenViewer={setViewerIndex}
            />
          ) : (
            <div className="flex aspect-square items-center justify-center rounded-card bg-linen text-sm text-charcoal/75">
              {t.shop.imageNotAvailable}
            </div>
          )}
        </div>

        <div>
          {accessory.category && (
            <p className="flex items-center gap-3 text-xs font-medium tracking-[0.24em] text-walnut uppercase">
              <span aria-hidden="true" className="h-px w-8 bg-brass" />
              {accessory.category}
            </p>
          )}
          <h1 className="mt-3 text-4xl leading-tight font-semibold text-balance text-walnut sm:text-5xl">
            {name}
          </h1>
          <p className="mt-5 flex flex-wrap items-center gap-3 text-3xl font-medium whitespace-nowrap text-charcoal">
            {formatPrice(lang, accessory.rate)}
            {accessory.outOfStock && <OutOfStockBadge className="text-sm" />}
            <OnlyLeftNote accessory={accessory} className="text-sm" />
          </p>
          <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-1 text-sm text-charcoal/70">
            <div className="flex gap-2">
              <dt>{t.shop.size}:</dt>
              <dd className="text-charcoal">{accessory.size}</dd>
            </div>
            <div className="flex gap-2">
              <dt>{t.shop.code}:</dt>
              <dd className="text-charcoal">{accessory.code}</dd>
            </div>
          </dl>
          <p className="mt-6 leading-relaxed text-pretty text-charcoal/85">
            {accessoryDescription(accessory, lang)}
          </p>
          <div className="mt-8 grid gap-3">
            <CartToggleButton accessory={accessory} size="lg" fullWidth />
            <WhatsAppLink
              number={whatsapp.number}
              text={t.whatsapp.aboutAccessory(
                name,
                accessory.code,
                `${whatsapp.siteUrl}${localizePath(accessoryPath(accessory), lang)}`,
              )}
              className={buttonClassName({ variant: "outline", size: "lg", fullWidth: true })}
              iconClassName="size-5"
              testId="accessory-whatsapp"
            />
          </div>

          {specifications.length > 0 && (
            <section aria-labelledby="specifications-heading" className="mt-12">
              <h2 id="specifications-heading" className="mb-2 text-2xl font-semibold text-walnut">
                {t.shop.specifications}
              </h2>
              <Accordion items={specifications} defaultOpenIndex={0} />
            </section>
          )}

          {information.length > 0 && (
            <section aria-labelledby="additional-information-heading" className="mt-12">
              <h2 id="additional-information-heading" className="text-2xl font-semibold text-walnut">
                {t.shop.additionalInformation}
              </h2>
              <dl className="mt-4 divide-y divide-walnut/15 border-y border-walnut/15">
                {information.map((row) => (
                  <div key={row._id} className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:gap-6">
                    <dt className="text-sm font-medium tracking-wide text-walnut">{row.label}</dt>
                    <dd className="text-sm leading-relaxed text-charcoal/85">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </div>

      {gallery.length > 0 && (
        <section
          aria-labelledby="gallery-heading"
          className="mt-14 border-t border-sand/60 pt-10 sm:mt-20 sm:pt-14"
        >
          <h2 id="gallery-heading" className="text-3xl font-semibold text-walnut sm:text-4xl">
            {t.shop.gallery}
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
            {gallery.map((image, index) => (
              <li key={image._id}>
                <button
                  type="button"
                  onClick={() => setViewerIndex(index)}
                  className="group block w-full cursor-zoom-in overflow-hidden rounded-card shadow-soft transition-shadow duration-500 hover:shadow-lift motion-reduce:transition-none"
                  aria-label={t.shop.openImage(
                    localDigits(lang, index + 1),
                    localDigits(lang, images.length),
                  )}
                >
                  <ResponsiveImage
                    inline
                    src={image.imageUrl}
                    uploaded={image}
                    alt=""
                    aspect={1}
                    sizes="(min-width: 1024px) 18rem, 50vw"
                    imgClassName="group-hover:scale-[1.04] motion-reduce:group-hover:scale-100"
                  />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {viewerIndex !== null && (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 flex items-center justify-center bg-charcoal/90">
              <Spinner size="lg" label={t.shop.loadingViewer} />
            </div>
          }
        >
          <Lightbox
            images={viewerImages(images, name, lang, t)}
            index={viewerIndex}
            label={t.shop.imagesOf(name)}
            onClose={() => setViewerIndex(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
