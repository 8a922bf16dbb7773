import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { type DeleteAccountRequest, deleteAccountRequestSchema } from "@sahayi/contract";
import * as profile from "@sahayi/contract/i18n/en/profile";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { PasswordField } from "../../../components/fields/password-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { showServerFieldErrors } from "../../../lib/form.ts";
import { t } from "../../../lib/i18n.ts";
import { deleteAccount, useForgetDeletedAccount } from "../api/privacy.ts";

/**
 * Asks for the password before the account goes: a borrowed, unlocked phone is not enough.
 * A wrong password is said under the field and nothing changes; Cancel and Escape close it.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const forget = useForgetDeletedAccount();
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: "" },
  });
  const { formState, register, handleSubmit, setError } = form;
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await deleteAccount(values);
      toast.success(t(answer.message));
      await forget();
    } catch (error) {
      if (!showServerFieldErrors(error, setError, { password: "password" })) {
        toast.error(t(errorMessage(error)));
      }
    }
  });

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(26rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="font-bold text-2xl text-brand-900">
            {t(profile.deleteTitle)}
          </Dialog.Title>
          <Dialog.Description className="text-ink">{t(profile.deleteText)}</Dialog.Description>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <PasswordField
              register={register}
              name="password"
              error={formState.errors.password?.message}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <button type="button" className="btn btn-outline" disabled={busy}>
                  {t(profile.cancel)}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn bg-accent-700 text-white" disabled={busy}>
                {t(busy ? profile.deleting : profile.deleteMyAccount)}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
