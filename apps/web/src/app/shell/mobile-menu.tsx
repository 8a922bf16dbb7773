import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { CloseIcon, MenuIcon } from "../../components/icons.tsx";
import { paths } from "../../lib/paths.ts";
import { AccountLink } from "./account-link.tsx";
import { LogoMark } from "./logo.tsx";
import { mainNavItems } from "./nav-items.ts";

/** The slide-in menu below the desktop breakpoint. Radix traps focus and closes on Escape. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [shownFor, setShownFor] = useState(location.key);
  // Any navigation, even one started outside the menu, closes it (spec §2).
  if (shownFor !== location.key) {
    setShownFor(location.key);
    if (open) setOpen(false);
  }
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 lg:hidden"
      >
        <MenuIcon width={26} height={26} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="menu-panel fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-cream shadow-2xl"
        >
          <div className="flex items-center justify-between border-sand border-b px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 font-bold text-brand-800 text-xl">
              <LogoMark size={30} />
              Menu
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
            >
              <CloseIcon width={24} height={24} />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="px-2 py-3">
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
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-3 border-sand border-t p-4">
            <Link to={paths.registerMaid.href()} className="btn btn-accent" onClick={close}>
              Register as Maid
            </Link>
            <div className="flex justify-center">
              <AccountLink onNavigate={close} wide />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
