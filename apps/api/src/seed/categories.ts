import type { Db } from "../db/client.ts";
import { categories } from "../db/schema.ts";
import { mapLimit } from "../lib/concurrency.ts";
import { storeSvg } from "../lib/storage/images.ts";
import type { ImageStorage } from "../lib/storage/storage.ts";
import { categoryBannerSvg, categoryCardSvg } from "./artwork/category.ts";
import type { IconName } from "./artwork/icons.ts";
import { isEmpty } from "./reference.ts";

/** Colours are Tailwind's 700 shades: white text on them passes WCAG AA. */
export const CATEGORIES: { name: string; nameMl: string; color: string; icon: IconName }[] = [
  { name: "House Maid", nameMl: "വീട്ടുജോലിക്കാരി", color: "#0E7490", icon: "home" },
  { name: "Home Nurse", nameMl: "ഹോം നഴ്സ്", color: "#B91C1C", icon: "cross" },
  { name: "Cook", nameMl: "പാചകക്കാർ", color: "#C2410C", icon: "pot" },
  { name: "Baby Care", nameMl: "കുഞ്ഞുങ്ങളുടെ പരിചരണം", color: "#BE185D", icon: "baby" },
  { name: "Elderly Care", nameMl: "പ്രായമായവരുടെ പരിചരണം", color: "#6D28D9", icon: "elder" },
  { name: "Patient Care", nameMl: "രോഗീപരിചരണം", color: "#1D4ED8", icon: "pulse" },
  { name: "Laundry & Ironing", nameMl: "അലക്കലും ഇസ്തിരിയും", color: "#A16207", icon: "shirt" },
  { name: "Gardening", nameMl: "പൂന്തോട്ടപ്പണി", color: "#15803D", icon: "leaf" },
];

export async function seedCategories(db: Db, storage: ImageStorage): Promise<void> {
  if (!(await isEmpty(db, categories))) return;
  const rows = await mapLimit(CATEGORIES, async (c, position) => {
    const [image, bannerImage] = await Promise.all([
      storeSvg(storage, categoryCardSvg(c.color, c.icon, position + 1)),
      storeSvg(storage, categoryBannerSvg(c.color, c.icon, position + 1)),
    ]);
    return { name: c.name, nameMl: c.nameMl, color: c.color, image, bannerImage, position };
  });
  await db.insert(categories).values(rows);
}
