import { LoadingOverlay, useImageReadiness } from "~/components/image-readiness";
import { MediaSplit } from "~/components/media-split";
import { SERVICE_BLOCK_READY_RATIO } from "../../../common/constants";
import type { ServiceContentBlock } from "../../../content/types";
import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";

export interface ServiceBlocksProps {
  blocks: ServiceContentBlock[];
}

/** The service's image and text blocks, the image side alternating from row to row. */
export function ServiceBlocks({ blocks }: ServiceBlocksProps) {
  const { lang, t } = useI18n();
  const twoDigits = (value: number) => localDigits(lang, String(value).padStart(2, "0"));
  const { loading, onImageSettled } = useImageReadiness({
    total: blocks.length,
    ratio: SERVICE_BLOCK_READY_RATIO,
  });

  if (blocks.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-walnut/25 bg-linen/60 px-6 py-16 text-center text-lg text-charcoal/80">
        {t.services.comingSoon}
      </p>
    );
  }

  return (
    <div className="relative" aria-busy={loading || undefined}>
      <LoadingOverlay loading={loading} label={t.media.loadingImages} />
      <div className="space-y-20 sm:space-y-28">
        {blocks.map((block, index) => (
          <article key={block.title} aria-labelledby={`block-${index}-heading`}>
            <MediaSplit
              image={block.image}
              reverse={index % 2 === 1}
              onImageSettled={() => onImageSettled(index)}
            >
              <p className="flex items-center gap-3 text-xs font-medium tracking-[0.24em] text-walnut uppercase">
                <span aria-hidden="true" className="h-px w-8 bg-brass" />
                {twoDigits(index + 1)} / {twoDigits(blocks.length)}
              </p>
              <h2
                id={`block-${index}-heading`}
                className="mt-4 text-4xl leading-[1.1] font-semibold text-balance text-walnut sm:text-5xl"
              >
                {block.title}
              </h2>
              <div className="mt-8 space-y-6">
                {block.paragraphs.map((paragraph) => (
                  <div key={paragraph.title} className="border-l-2 border-brass/50 pl-5">
                    <h3 className="font-sans text-lg font-semibold text-charcoal">{paragraph.title}</h3>
                    <p className="mt-2 leading-relaxed text-charcoal/80">{paragraph.text}</p>
                  </div>
                ))}
              </div>
            </MediaSplit>
          </article>
        ))}
      </div>
    </div>
  );
}
