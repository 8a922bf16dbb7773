import { Link } from "react-router";
import { paths } from "../../lib/paths.ts";

/** The brand mark: a house holding a heart. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f6157" />
      <path d="M14 32 L32 16 L50 32 V50 H14 Z" fill="#fdf8f1" />
      <path
        d="M32 46 C24 40 21 36 23.5 32.5 C25.5 29.8 29.5 30.5 32 33.5 C34.5 30.5 38.5 29.8 40.5 32.5 C43 36 40 40 32 46 Z"
        fill="#c95520"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to={paths.home.href()}
      className="inline-flex shrink-0 items-center gap-2 rounded-lg font-extrabold text-2xl text-brand-800 tracking-tight"
    >
      <LogoMark />
      <span>Sahayi</span>
    </Link>
  );
}
