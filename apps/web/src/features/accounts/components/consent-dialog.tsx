import * as Dialog from "@radix-ui/react-dialog";
import * as account from "@sahayi/contract/i18n/en/account";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client.ts";
import { aroundSlot, SLOT } from "../../../lib/form.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";
import { acceptPrivacyPolicy } from "../api/privacy.ts";

/**
 * Shown right after a login when the privacy policy changed since the user last agreed (or
 * they never did): they can read it (a new tab), agree, or go on for now and be asked again at
 * the next login. Either way the login stands; `onDone` goes on to where the login leads.
 */
export function ConsentDialog({ version, onDone }: { version: string; onDone: () => void }) {
  const accept = useMutation({
    mutationFn: () => acceptPrivacyPolicy(version),
    onSuccess: (answer) => {
      toast.success(t(answer.message));
      onDone();
    },
    onError: (error) => toast.error(t(errorMessage(error))),
  });
  const [before, after] = aroundSlot(t(account.consentReadAgain, { policy: SLOT, version }));

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !accept.isPending) onDone();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(26rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="font-bold text-2xl text-brand-900">
            {t(account.consentChanged)}
          </Dialog.Title>
          <Dialog.Description className="text-ink">
            {before}
            <a
              href={paths.privacyPolicy.href()}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline"
            >
              {t(account.privacyPolicyLink)}
            </a>
            {after}
          </Dialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-outline" disabled={accept.isPending}>
                {t(account.notNow)}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn btn-accent"
              disabled={accept.isPending}
              onClick={() => accept.mutate()}
            >
              {accept.isPending ? t(account.saving) : t(account.agree)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
