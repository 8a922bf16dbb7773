import type { Maid } from "@sahayi/contract";
import * as words from "@sahayi/contract/i18n/en/shortlist-heart";
import { t } from "../../lib/i18n.ts";
import { Icon } from "../icons.tsx";

interface HeartProps {
  maid: Maid;
  kept: boolean;
  className: string;
  onClick?: () => void;
  /** While a household's heart loads: a tap then would not know whether she is kept. */
  disabled?: boolean;
}

/** The button: pressed, and filled, while the helper is on the shortlist. */
export function Heart({ maid, kept, className, onClick, disabled = false }: HeartProps) {
  const name = t(kept ? words.dropHelper : words.keepHelper, { name: maid.name });
  return (
    <button
      type="button"
      aria-pressed={kept}
      aria-label={name}
      title={name}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-rose-600 shadow ring-1 ring-sand hover:bg-white ${className}`}
    >
      <Icon width={22} height={22} fill={kept ? "currentColor" : "none"}>
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </Icon>
    </button>
  );
}
