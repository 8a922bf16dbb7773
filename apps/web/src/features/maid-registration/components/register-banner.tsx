import * as registration from "@sahayi/contract/i18n/en/registration";
import { t } from "../../../lib/i18n.ts";
import bannerNarrow from "../assets/banner-narrow.svg";
import bannerWide from "../assets/banner-wide.svg";

/** The page's heading over its banner: a narrow picture on a phone, a wide one from tablets on. */
export function RegisterBanner() {
  return (
    <div className="on-dark relative bg-brand-800 text-white">
      <picture>
        <source media="(min-width: 768px)" srcSet={bannerWide} />
        <img
          src={bannerNarrow}
          alt=""
          className="absolute inset-0 size-full object-cover"
          decoding="async"
        />
      </picture>
      <div className="container-page relative py-12 md:py-16">
        <h1 className="font-bold text-3xl tracking-tight md:text-4xl">
          {t(registration.registerTitle)}
        </h1>
        <p className="mt-3 max-w-2xl text-brand-100">{t(registration.registerIntro)}</p>
      </div>
    </div>
  );
}
