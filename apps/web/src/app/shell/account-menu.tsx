import * as shell from "@sahayi/contract/i18n/en/shell";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "../../components/icons.tsx";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { useSession } from "../../lib/session.ts";
import { AccountAvatar } from "./account-avatar.tsx";

const AccountMenuPanel = lazy(() =>
  import("./account-menu-panel.tsx").then((module) => ({ default: module.AccountMenuPanel })),
);

/**
 * The top bar's account corner on wide screens: "User Login" for visitors; for a signed-in
 * person a "My account" button that opens Profile, the admin console (admins) and Logout.
 * The list's code loads on the first hover or press, like the phone's menu.
 */
export function AccountMenu() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const [shownFor, setShownFor] = useState(location.key);
  // Any navigation closes it.
  if (shownFor !== location.key) {
    setShownFor(location.key);
    if (open) setOpen(false);
  }

  if (!session) {
    return (
      <Link to={paths.login.href()} className="btn btn-primary">
        {t(shell.userLogin)}
      </Link>
    );
  }
  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? "account-menu" : undefined}
        onPointerEnter={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 font-semibold text-brand-800 hover:bg-brand-50"
      >
        <AccountAvatar user={session.user} size={32} />
        {t(shell.myAccount)}
        <ChevronDownIcon width={18} height={18} />
      </button>
      {wanted && open ? (
        <Suspense fallback={null}>
          <AccountMenuPanel
            user={session.user}
            box={box}
            button={button}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
