import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "../lib/paths.ts";
import { isSignedOutFrom, useIsAuthenticated } from "../lib/session.ts";

/**
 * Product §2 guard: without a stored token the visitor goes to the login page, replacing the
 * history entry so Back does not return to the guarded page. `from` lets login come back.
 * A page the visitor just logged out of, or deleted the account from, shows nothing while the
 * app takes them where they chose.
 */
export function RequireAuth() {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (!authenticated) {
    if (isSignedOutFrom(location.key)) return null;
    return <Navigate to={paths.login.href()} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
