import { describePrice, paiseToRupees } from "@sahayi/contract";
import type { Db } from "../db/client.ts";
import { banners, siteSettings } from "../db/schema.ts";
import { storeSvg } from "../lib/storage/images.ts";
import type { ImageStorage } from "../lib/storage/storage.ts";
import {
  type BannerArt,
  mainBannerDesktopSvg,
  mainBannerMobileSvg,
  promoBannerSvg,
} from "./artwork/banners.ts";
import { LOWEST_PLAN_PRICE_PAISE } from "./plans.ts";
import { isEmpty } from "./reference.ts";

interface DemoBanner extends BannerArt {
  title: string;
  subtitle: string;
  buttonLabel: string;
  url: string;
}

const MAIN_BANNERS: DemoBanner[] = [
  {
    title: "Trusted home helpers across Kerala",
    subtitle: "Maids, cooks, nurses and caregivers near you",
    buttonLabel: "Find a helper",
    colour: "#0E7490",
    url: "/search",
  },
  {
    title: "Care for the people you love",
    subtitle: "Home nurses and elderly carers in all 14 districts",
    buttonLabel: "Browse categories",
    colour: "#6D28D9",
    url: "/categories",
  },
  {
    title: "Are you a helper? Get listed",
    subtitle: "Register once and families can reach you directly",
    buttonLabel: "Register as a helper",
    colour: "#C2410C",
    url: "/register-maid",
  },
];

const PROMOS: DemoBanner[] = [
  {
    // The price a household pays, GST included, as every other screen shows it.
    title: `Plans from ${describePrice(paiseToRupees(LOWEST_PLAN_PRICE_PAISE)).total}`,
    subtitle: "GST included · contact helpers directly",
    buttonLabel: "See plans",
    colour: "#1D4ED8",
    url: "/subscriptions",
  },
  {
    title: "Looking for work?",
    subtitle: "Register as a helper in five minutes",
    buttonLabel: "Register now",
    colour: "#15803D",
    url: "/register-maid",
  },
];

const words = ({ title, subtitle, buttonLabel, url }: DemoBanner) => ({
  title,
  subtitle,
  buttonLabel,
  url,
});

export async function seedContent(db: Db, storage: ImageStorage): Promise<void> {
  if (await isEmpty(db, siteSettings)) {
    // Instagram and X are left empty on purpose: the footer falls back to the sites' home pages.
    await db.insert(siteSettings).values({
      id: 1,
      fbLink: "https://www.facebook.com/sahayi.kerala",
      instaLink: null,
      xLink: null,
      whatsappNumber: "9847012345",
      address: "Sahayi Helpers, 2nd Floor, MG Road, Ernakulam, Kochi, Kerala 682011",
      email: "care@sahayi.example",
    });
  }
  if (await isEmpty(db, banners)) {
    const main = await Promise.all(
      MAIN_BANNERS.map(async (art, position) => {
        const [desktopImage, mobileImage] = await Promise.all([
          storeSvg(storage, mainBannerDesktopSvg(art, position + 3)),
          storeSvg(storage, mainBannerMobileSvg(art, position + 3)),
        ]);
        return { kind: "main" as const, desktopImage, mobileImage, ...words(art), position };
      }),
    );
    const promos = await Promise.all(
      PROMOS.map(async (art, position) => ({
        kind: "home" as const,
        desktopImage: await storeSvg(storage, promoBannerSvg(art, position + 11)),
        ...words(art),
        position,
      })),
    );
    await db.insert(banners).values([...main, ...promos]);
  }
}
