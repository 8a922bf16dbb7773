import * as words from "@sahayi/contract/i18n/en/helper-account";
import { DataRights } from "../../../components/data-rights.tsx";
import { downloadHelperData } from "../api/data-rights.ts";
import { DeleteListingDialog } from "./delete-listing-dialog.tsx";

/**
 * The privacy policy's rights on her own page (decision 044): a copy of everything kept about
 * her, and deleting her listing, confirmed with a code sent to her phone.
 */
export function DataRightsSection({ phone }: { phone: string }) {
  return (
    <DataRights
      heading="h2"
      className="gap-6 pt-6"
      dataText={words.helperDataText}
      deleteTitle={words.deleteListing}
      deleteText={words.deleteListingText}
      download={downloadHelperData}
      deleteDialog={(close) => <DeleteListingDialog phone={phone} onClose={close} />}
    />
  );
}
