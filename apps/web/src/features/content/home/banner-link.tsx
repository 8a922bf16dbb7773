import type { ReactNode } from "react";
import { Link } from "react-router";
import { isInternalLink } from "../../../lib/format.ts";

/** A banner goes to a page of this app or to another site (then in a new tab). */
export function BannerLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (isInternalLink(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
