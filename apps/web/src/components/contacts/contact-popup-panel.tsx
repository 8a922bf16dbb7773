import * as Dialog from "@radix-ui/react-dialog";
import type { Maid } from "@sahayi/contract";
import * as helper from "@sahayi/contract/i18n/en/helper";
import { revealMessages, toastMessages } from "@sahayi/contract/messages";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { useProfile } from "../../lib/queries/get-profile.ts";
import { usePurchaseMaid } from "../../lib/queries/purchase-maid.ts";
import { CloseIcon } from "../icons.tsx";
import { Loading } from "../loading.tsx";
import { type ContactMode, contactHref, openContact } from "./contact-links.ts";
import { enquiryProgress } from "./enquiry-progress.ts";

interface PanelProps {
  maid: Maid;
  mode: ContactMode;
  open: boolean;
  onClose: () => void;
}

/**
 * The contact popup's dialog (product §4 "Contact popup"): the confirmation with the enquiries
 * used so far, or the limit view once none remain. Confirming buys the helper, opens the call
 * or the chat and closes; on an error it stays open and says what went wrong.
 */
export function ContactPopupPanel({ maid, mode, open, onClose }: PanelProps) {
  const profile = useProfile();
  const purchase = usePurchaseMaid();
  const close = () => {
    purchase.reset();
    onClose();
  };
  const user = profile.data?.user;
  const counts = enquiryProgress(user?.user_remaining_enquiry ?? 0, user?.user_total_enquiry ?? 0);

  const confirm = () => {
    const known = maid.is_purchased ? contactHref(mode, maid) : null;
    if (known) {
      openContact(mode, known);
      close();
      return;
    }
    purchase.mutate(maid.id, {
      onSuccess: (answer) => {
        const href = contactHref(mode, { ...answer, name: maid.name });
        if (href) openContact(mode, href);
        close();
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          data-testid="contact-popup"
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-bold text-brand-900 text-xl">
              {t(counts.usedUp ? toastMessages.limitReachedTitle : revealMessages.popupTitle)}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t(helper.close)}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
            >
              <CloseIcon width={22} height={22} />
            </Dialog.Close>
          </div>
          {profile.isPending ? (
            <Loading />
          ) : counts.usedUp ? (
            <>
              <Dialog.Description className="mt-3 text-ink">
                {t(helper.limitReachedBody, { count: counts.total })}
              </Dialog.Description>
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                <Dialog.Close className="btn btn-outline min-h-11 px-4">
                  {t(revealMessages.goBack)}
                </Dialog.Close>
                <Link
                  to={paths.subscriptions.href()}
                  onClick={close}
                  className="btn btn-primary min-h-11 px-4"
                >
                  {t(revealMessages.upgrade)}
                </Link>
              </div>
            </>
          ) : (
            <>
              <Dialog.Description className="mt-3 text-muted">
                {t(mode === "call" ? helper.callUsingEnquiry : helper.messageUsingEnquiry, {
                  name: maid.name,
                })}
              </Dialog.Description>
              <div
                role="progressbar"
                aria-label={t(helper.enquiriesUsed)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={counts.percent}
                className="mt-4 h-2.5 overflow-hidden rounded-full bg-sand"
              >
                <div className="h-full bg-brand-700" style={{ width: `${counts.percent}%` }} />
              </div>
              <p className="mt-2 font-medium text-ink text-sm" data-testid="contacted-count">
                {t(helper.contacted, { count: counts.total, used: counts.used })}
              </p>
              {purchase.isError ? (
                <p
                  role="alert"
                  className="mt-3 rounded-lg border border-accent-200 bg-accent-50 px-3 py-2 font-medium text-accent-800 text-sm"
                >
                  {errorMessage(purchase.error)}
                </p>
              ) : null}
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                <Dialog.Close className="btn btn-outline min-h-11 px-4">
                  {t(revealMessages.goBack)}
                </Dialog.Close>
                <button
                  type="button"
                  onClick={confirm}
                  disabled={purchase.isPending}
                  className="btn btn-primary min-h-11 px-4"
                >
                  {t(revealMessages.confirm)}
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
