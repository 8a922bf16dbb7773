import {
  backHome,
  pageNotFound,
  pageNotFoundPicture,
  pageNotFoundText,
} from "@sahayi/contract/i18n/en/panels";
import { PAGE_ALIASES } from "@sahayi/contract/site-pages";
import { Link, type LoaderFunctionArgs, redirect } from "react-router";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { t } from "../lib/i18n.ts";
import { paths } from "../lib/paths.ts";

/**
 * /login and /signup lead to their pages. The server answers them with a redirect of its own;
 * this serves the development server, where they reach the app's catch-all route.
 */
export function aliasRedirect({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/(.)\/+$/, "$1");
  return Object.hasOwn(PAGE_ALIASES, path)
    ? redirect(PAGE_ALIASES[path as keyof typeof PAGE_ALIASES] + url.search)
    : null;
}

/** Product §2: any other path shows a not-found page with an image. */
export function NotFoundPage() {
  useDocumentTitle(pageNotFound);
  return (
    <div className="container-page flex flex-col items-center gap-6 py-14 text-center md:py-20">
      <LostHouseIllustration />
      <h1 className="font-bold text-3xl text-brand-800 md:text-4xl">{t(pageNotFound)}</h1>
      <p className="max-w-md text-lg text-muted">{t(pageNotFoundText)}</p>
      <Link to={paths.home.href()} className="btn btn-primary">
        {t(backHome)}
      </Link>
    </div>
  );
}

function LostHouseIllustration() {
  return (
    <svg
      viewBox="0 0 320 220"
      width="320"
      height="220"
      role="img"
      aria-labelledby="not-found-art-title"
      className="h-auto w-full max-w-xs"
    >
      <title id="not-found-art-title">{t(pageNotFoundPicture)}</title>
      <ellipse cx="160" cy="196" rx="140" ry="16" fill="#f5ebdd" />
      <circle cx="60" cy="52" r="26" fill="#fdcaa2" />
      <path d="M96 106 L160 54 L224 106 V190 H96 Z" fill="#d3f0e9" />
      <path
        d="M84 112 L160 48 L236 112"
        fill="none"
        stroke="#0f6157"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="142" y="134" width="36" height="56" rx="6" fill="#0f6157" />
      <circle cx="170" cy="164" r="3" fill="#fdf8f1" />
      <rect
        x="108"
        y="124"
        width="24"
        height="24"
        rx="4"
        fill="#fff"
        stroke="#0f6157"
        strokeWidth="4"
      />
      <rect
        x="188"
        y="124"
        width="24"
        height="24"
        rx="4"
        fill="#fff"
        stroke="#0f6157"
        strokeWidth="4"
      />
      <circle cx="250" cy="132" r="26" fill="#fff5ec" stroke="#c95520" strokeWidth="8" />
      <path d="M268 151 L292 176" stroke="#c95520" strokeWidth="10" strokeLinecap="round" />
      <text
        x="250"
        y="141"
        textAnchor="middle"
        fontSize="26"
        fontWeight="700"
        fill="#a7431b"
        fontFamily="system-ui, sans-serif"
      >
        ?
      </text>
      <text
        x="60"
        y="61"
        textAnchor="middle"
        fontSize="22"
        fontWeight="800"
        fill="#85361a"
        fontFamily="system-ui, sans-serif"
      >
        404
      </text>
    </svg>
  );
}
