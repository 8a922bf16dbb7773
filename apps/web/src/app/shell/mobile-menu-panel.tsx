import * as Dialog from "@radix-ui/react-dialog";
import { forHelpers } from "@sahayi/contract/i18n/en/helper-account";
import { mobileNavigation } from "@sahayi/contract/i18n/en/pages";
import * as panels from "@sahayi/contract/i18n/en/panels";
import * as shell from "@sahayi/contract/i18n/en/shell";
import type { RefObject } from "react";
import { Link, NavLink } from "react-router";
import { CloseIcon } from "../../components/icons.tsx";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { useSession } from "../../lib/session.ts";
import { AccountAvatar } from "./account-avatar.tsx";
import { AccountLinks } from "./account-links.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { LogoMark } from "./logo.tsx";
import { mainNavItems } from "./nav-items.ts";

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back when the menu closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-in menu's panel (see MobileMenu, which loads it on first use). Radix traps focus
 * and closes on Escape.
 */
export function MobileMenuPanel({ open, onOpenChange, trigger }: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          id="mobile-menu"
          onCloseAutoFocus={(event) => {
            // The button is not a Radix trigger, so Radix would not know where to return.
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="menu-panel fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-cream shadow-2xl"
        >
          <div className="flex items-center justify-between border-sand border-b px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 font-bold text-brand-800 text-xl">
              <LogoMark size={30} />
              {t(panels.menuTitle)}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t(panels.closeMenu)}
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
            >
              <CloseIcon width={24} height={24} />
            </Dialog.Close>
          </div>
          <AccountSection onNavigate={close} />
          <nav aria-label={t(mobileNavigation)} className="px-2 py-3">
            <ul className="flex flex-col">
              {mainNavItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    onClick={close}
                    className={({ isActive }) =>
                      `block rounded-xl px-4 py-3 font-medium text-lg ${
                        isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-sand"
                      }`
                    }
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-2 border-sand border-t p-4">
            <LanguageSwitch className="justify-center" />
            <Link to={paths.registerMaid.href()} className="btn btn-outline w-full" onClick={close}>
              {t(shell.registerAsMaid)}
            </Link>
            <Link
              to={paths.helperAccount.href()}
              className="btn btn-outline w-full"
              onClick={close}
            >
              {t(forHelpers)}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * First thing under the title: who is signed in, with Profile, the admin console (admins) and
 * Logout in words; for a visitor, the login.
 */
function AccountSection({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  if (!session) {
    return (
      <div className="border-sand border-b p-4">
        <Link to={paths.login.href()} className="btn btn-primary w-full" onClick={onNavigate}>
          {t(shell.userLogin)}
        </Link>
      </div>
    );
  }
  return (
    <section aria-label={t(panels.account)} className="border-sand border-b px-2 py-3">
      <p className="flex items-center gap-3 px-4 pb-2">
        <AccountAvatar user={session.user} size={44} />
        <span className="min-w-0 break-words font-semibold text-ink">
          {session.user?.name || t(panels.signedIn)}
        </span>
      </p>
      <AccountLinks user={session.user} onNavigate={onNavigate} />
    </section>
  );
}
