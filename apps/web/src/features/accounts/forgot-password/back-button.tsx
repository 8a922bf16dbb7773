import * as account from "@sahayi/contract/i18n/en/account";
import { t } from "../../../lib/i18n.ts";

/** The Back control of each forgot-password step (product §4). */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn-outline" onClick={onClick}>
      {t(account.back)}
    </button>
  );
}
