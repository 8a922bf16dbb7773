import * as profile from "@sahayi/contract/i18n/en/profile";
import { DataRights } from "../../../components/data-rights.tsx";
import { downloadMyData } from "../api/privacy.ts";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";

/**
 * The privacy policy's rights, in the profile: a copy of everything kept about the user, and
 * deleting the account (docs/decisions/025).
 */
export function PrivacySection() {
  return (
    <DataRights
      heading="h3"
      className="mt-8 gap-8 pt-8"
      dataText={profile.myDataText}
      deleteTitle={profile.deleteMyAccount}
      deleteText={profile.deleteMyAccountText}
      download={downloadMyData}
      deleteDialog={(close) => <DeleteAccountDialog onClose={close} />}
    />
  );
}
