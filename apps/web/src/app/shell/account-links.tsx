import * as panels from "@sahayi/contract/i18n/en/panels";
import { Link } from "react-router";
import { useLogout } from "../../features/accounts/api/logout.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import type { SessionUser } from "../../lib/session.ts";

/**
 * What a signed-in person reaches from the top bar's account menu and the phone's menu, each
 * with its words: Profile, the admin console for an admin, and Logout.
 */
export function AccountLinks({
  user,
  onNavigate,
}: {
  user: SessionUser | null;
  onNavigate?: () => void;
}) {
  const logout = useLogout();
  const item =
    "flex min-h-11 w-full items-center rounded-xl px-4 font-medium text-ink hover:bg-sand";
  return (
    <ul className="flex flex-col">
      <li>
        <Link to={paths.profile.href()} onClick={onNavigate} className={item}>
          {t(panels.profile)}
        </Link>
      </li>
      {user?.role === "admin" ? (
        <li>
          <Link to={paths.adminConsole.href()} onClick={onNavigate} className={item}>
            {t(panels.adminConsole)}
          </Link>
        </li>
      ) : null}
      <li>
        <button type="button" onClick={() => void logout()} className={item}>
          {t(panels.logout)}
        </button>
      </li>
    </ul>
  );
}
