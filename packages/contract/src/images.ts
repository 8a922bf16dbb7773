/**
 * Every stored image exists in two WebP sizes under one key: `/media/<key>/card.webp` for
 * cards and thumbnails, `/media/<key>/full.webp` for profile pages and the lightbox.
 * The API hands out full-size URLs; pages that show small pictures ask for the card size.
 */
export const IMAGE_SIZES = { card: 400, full: 1200 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export function mediaUrl(key: string, size: ImageSize = "full"): string {
  return `/media/${key}/${size}.webp`;
}

export function imageVariant(url: string, size: ImageSize): string {
  return url.replace(/\/(card|full)\.webp$/, `/${size}.webp`);
}
