import * as helper from "@sahayi/contract/i18n/en/helper";
import { imageVariant } from "@sahayi/contract/images";
import { lazy, Suspense, useState } from "react";
import { t } from "../../../lib/i18n.ts";
import { srcSetOf } from "../../../lib/images.ts";

/** The lightbox and its styles load when a picture is first opened. */
const Lightbox = lazy(() => import("./maid-lightbox.tsx"));

/** The column width at each of the masonry's breakpoints (2/3/4/5 columns from 576 px). */
const THUMBNAIL_SIZES =
  "(min-width: 1200px) 20vw, (min-width: 992px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw";

/**
 * Product §2: a masonry grid of 2, 3, 4 and 5 columns at 576, 768, 992 and 1200 px (CSS
 * columns keep each picture's own height). A picture opens in a lightbox with previous and
 * next; the grid loads the card size and the lightbox the full size.
 */
export function MaidGallery({ name, images }: { name: string; images: string[] }) {
  const [openIndex, setOpenIndex] = useState(-1);
  const [everOpened, setEverOpened] = useState(false);
  const slides = images.map((image, index) => ({
    src: imageVariant(image, "full"),
    alt: `${name}, photo ${index + 1} of ${images.length}`,
  }));

  return (
    <>
      <ul
        data-testid="gallery"
        className="gap-3 min-[576px]:columns-2 min-[768px]:columns-3 min-[992px]:columns-4 min-[1200px]:columns-5"
      >
        {images.map((image, index) => (
          <li key={image} className="mb-3 break-inside-avoid">
            <button
              type="button"
              onClick={() => {
                setEverOpened(true);
                setOpenIndex(index);
              }}
              aria-label={t(helper.openPhoto, { number: index + 1, total: images.length })}
              className="block w-full overflow-hidden rounded-xl bg-sand"
            >
              <img
                src={imageVariant(image, "card")}
                srcSet={srcSetOf(image)}
                sizes={THUMBNAIL_SIZES}
                alt=""
                loading="lazy"
                decoding="async"
                className="w-full transition duration-300 hover:scale-[1.03]"
              />
            </button>
          </li>
        ))}
      </ul>
      {/* Once opened it stays mounted, so closing animates and returns the focus. */}
      {everOpened ? (
        <Suspense fallback={null}>
          <Lightbox
            open={openIndex >= 0}
            index={Math.max(openIndex, 0)}
            close={() => setOpenIndex(-1)}
            slides={slides}
          />
        </Suspense>
      ) : null}
    </>
  );
}
