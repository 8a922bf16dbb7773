import type { Transaction } from "@sahayi/contract";
import * as plans from "@sahayi/contract/i18n/en/plans";
import { invoiceFileName } from "@sahayi/contract/payments";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api-client.ts";
import { downloadFromApi } from "../../lib/download.ts";
import { t } from "../../lib/i18n.ts";

/** Downloads a payment's GST invoice (a PDF the API makes for its owner, with the login). */
export function InvoiceButton({
  transaction,
  className = "",
}: {
  transaction: Pick<Transaction, "invoice_url" | "invoice_number">;
  className?: string;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFromApi(transaction.invoice_url, invoiceFileName(transaction.invoice_number));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <button
      type="button"
      className={`btn btn-outline ${className}`}
      disabled={downloading}
      onClick={() => void download()}
    >
      {downloading ? t(plans.downloading) : t(plans.downloadInvoice)}
    </button>
  );
}
