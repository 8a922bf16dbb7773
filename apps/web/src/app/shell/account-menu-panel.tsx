import { type RefObject, useEffect } from "react";
import type { SessionUser } from "../../lib/session.ts";
import { AccountLinks } from "./account-links.tsx";

interface AccountMenuPanelProps {
  user: SessionUser | null;
  /** The menu's box: a press outside it closes the list. */
  box: RefObject<HTMLDivElement | null>;
  /** The "My account" button, which gets the focus back on Escape. */
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The open account list of the top bar (see AccountMenu): Escape or a press elsewhere closes it. */
export function AccountMenuPanel({ user, box, button, onClose }: AccountMenuPanelProps) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [box, button, onClose]);

  return (
    <div
      id="account-menu"
      className="absolute top-full right-0 z-50 mt-2 w-56 rounded-2xl bg-white p-2 shadow-card ring-1 ring-sand"
    >
      <AccountLinks user={user} onNavigate={onClose} />
    </div>
  );
}
