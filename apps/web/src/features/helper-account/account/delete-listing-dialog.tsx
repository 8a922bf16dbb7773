import * as Dialog from "@radix-ui/react-dialog";
import { otpIncompleteMessage } from "@sahayi/contract";
import * as account from "@sahayi/contract/i18n/en/account";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import * as profile from "@sahayi/contract/i18n/en/profile";
import { toastMessages } from "@sahayi/contract/messages";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { OtpEntry } from "../../../components/one-time-code/otp-entry.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { aroundSlot, SLOT } from "../../../lib/form.ts";
import { formatPhone } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";
import {
  otpRequestFailure,
  otpVerifyFailure,
  requestOtp,
  verifyOtp,
} from "../../../lib/queries/one-time-code.ts";
import { useDeleteListing } from "../api/data-rights.ts";

/**
 * Deleting her listing asks for a code sent to her phone now: a borrowed, unlocked phone with
 * her page open is not enough, and she has no password. Until the code is checked nothing
 * changes; Cancel and Escape close it.
 */
export function DeleteListingDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const deleteListing = useDeleteListing();
  const navigate = useNavigate();
  const [resendAfter, setResendAfter] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      setResendAfter((await requestOtp(phone, "maid_login")).resend_after);
      toast.success(t(toastMessages.otpSent));
    } catch (error) {
      toast.error(t(otpRequestFailure(error, toastMessages.otpSendFailed)));
    } finally {
      setSending(false);
    }
  };

  const confirm = async (code: string) => {
    let token: string;
    try {
      token = (await verifyOtp(phone, code, "maid_login")).verification_token;
    } catch (error) {
      throw new Error(otpVerifyFailure(error, "maid_login"));
    }
    try {
      const answer = await deleteListing({ verification_token: token });
      toast.success(t(answer.message));
      await navigate(paths.home.href(), { replace: true });
    } catch (error) {
      throw new Error(errorMessage(error));
    }
  };

  const resend = async () => {
    try {
      const answer = await requestOtp(phone, "maid_login");
      toast.success(t(toastMessages.otpResent));
      return answer.resend_after;
    } catch (error) {
      toast.error(t(otpRequestFailure(error, toastMessages.otpResendFailed)));
      throw error;
    }
  };

  const [before, after] = aroundSlot(t(account.codeSentTo, { phone: SLOT }));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(26rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="font-bold text-2xl text-brand-900">
            {t(words.deleteListingTitle)}
          </Dialog.Title>
          <Dialog.Description className="text-ink">
            {t(words.deleteListingConfirm)}
          </Dialog.Description>
          {resendAfter === null ? (
            <button
              type="button"
              className="btn bg-accent-700 text-white"
              disabled={sending}
              onClick={() => void send()}
            >
              {t(sending ? words.sendingCode : words.sendCodeToDelete)}
            </button>
          ) : (
            <>
              <p className="text-muted">
                {before}
                <span className="font-semibold text-ink">{formatPhone(phone)}</span>
                {after}
              </p>
              <OtpEntry
                verify={confirm}
                resend={resend}
                resendAfter={resendAfter}
                incompleteMessage={otpIncompleteMessage("maid_login")}
                verifyLabel={t(words.deleteListing)}
              />
            </>
          )}
          <Dialog.Close asChild>
            <button type="button" className="btn btn-outline self-end">
              {t(profile.cancel)}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
