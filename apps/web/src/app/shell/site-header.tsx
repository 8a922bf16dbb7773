import { mainNavigation } from "@sahayi/contract/i18n/en/pages";
import * as shell from "@sahayi/contract/i18n/en/shell";
import { Link, NavLink } from "react-router";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { AccountMenu } from "./account-menu.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { mainNavItems } from "./nav-items.ts";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-sand border-b bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo />
        <nav aria-label={t(mainNavigation)} className="hidden lg:block">
          <ul className="flex items-center gap-1 xl:gap-2">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    `rounded-full px-3 py-2 font-medium xl:px-4 ${
                      isActive
                        ? "bg-brand-50 text-brand-800"
                        : "text-ink hover:bg-sand hover:text-brand-800"
                    }`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 lg:gap-3">
          {/* On a phone too: the language is not hidden in the menu. */}
          <LanguageSwitch />
          <Link to={paths.registerMaid.href()} className="btn btn-accent max-lg:hidden">
            {t(shell.registerAsMaid)}
          </Link>
          <div className="max-lg:hidden">
            <AccountMenu />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
