import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "../lib/paths.ts";
import { useIsAuthenticated } from "../lib/session.ts";

/**
 * Spec §2 guard: without a stored token the visitor goes to the login page, replacing the
 * history entry so Back does not return to the guarded page. `from` lets login come back.
 */
export function RequireAuth() {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (!authenticated) {
    return <Navigate to={paths.login.href()} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
