import { accountMessages } from "@sahayi/contract/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../lib/paths.ts";
import { onSessionExpired } from "../lib/session.ts";
import { toastError } from "../lib/toast.ts";

/**
 * Product §4 "Session": when the server will not renew the session, the visitor is logged out
 * and goes to the login page, which brings them back here afterwards. Nothing of the old
 * session's data stays in the cache.
 */
export function SessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = useRef(location);
  here.current = location;

  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.clear();
        toastError(accountMessages.sessionExpired);
        navigate(paths.login.href(), { replace: true, state: { from: here.current } });
      }),
    [navigate, queryClient],
  );
  return null;
}
