import { IMAGE_SIZES, imageVariant } from "@sahayi/contract/images";

/**
 * A srcset of both stored sizes of an image (IMAGE_SIZES in the contract), so a phone takes
 * the small one and a wide or dense screen the large one.
 */
export function srcSetOf(url: string): string {
  return `${imageVariant(url, "card")} ${IMAGE_SIZES.card}w, ${imageVariant(url, "full")} ${IMAGE_SIZES.full}w`;
}
