import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import {
  ADMIN_REASON_MAX_LENGTH,
  type AdminReason,
  adminReasonSchema,
} from "@sahayi/contract/admin/console";
import { privacyPaths } from "@sahayi/contract/privacy/privacy-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Field, inputClass } from "../../../components/fields/field.tsx";
import { api } from "../../../lib/api-client.ts";
import { adminQueryKeys } from "../query-keys.ts";
import { showSaveError } from "../save-error.ts";

/**
 * Deletes a user's account as the user's own Delete my account does (docs/decisions/025), with
 * a reason for the audit log, after the admin confirms in a dialog.
 */
export function DeleteAccountForm({ userId, name }: { userId: number; name: string }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<AdminReason | null>(null);
  const form = useForm<AdminReason>({
    resolver: zodResolver(adminReasonSchema),
    mode: "onTouched",
    defaultValues: { reason: "" },
  });
  const remove = useMutation({
    mutationFn: (body: AdminReason) => api.post(privacyPaths.adminDeleteUserOf(userId), body),
    onSettled: () => client.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
  const confirm = async () => {
    if (!confirming) return;
    try {
      const answer = await remove.mutateAsync(confirming);
      toast.success(answer.message);
      form.reset();
    } catch (error) {
      showSaveError(error, form.setError, ["reason"]);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <form
      noValidate
      aria-label="Delete account"
      onSubmit={form.handleSubmit(setConfirming)}
      className="flex flex-col gap-3 rounded border border-accent-600 p-4"
    >
      <p className="text-sm">
        The account is closed at once and its personal details erased; its payments stay for the tax
        records. This cannot be undone.
      </p>
      <Field label="Reason" required error={form.formState.errors.reason?.message}>
        {(c) => (
          <textarea
            {...c}
            {...form.register("reason")}
            rows={2}
            maxLength={ADMIN_REASON_MAX_LENGTH}
            className={inputClass}
          />
        )}
      </Field>
      <button
        type="submit"
        className="self-start rounded bg-accent-700 px-4 py-2 font-semibold text-white"
      >
        Delete account
      </button>
      <Dialog.Root
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(null);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
          <Dialog.Content className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex w-[min(26rem,calc(100vw-2rem))] flex-col gap-4 rounded bg-white p-6 shadow-2xl">
            <Dialog.Title className="font-bold text-xl">Delete {name}'s account?</Dialog.Title>
            <Dialog.Description>
              They are logged out everywhere and their name, phone, email and address are erased.
            </Dialog.Description>
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <button
                  type="button"
                  disabled={remove.isPending}
                  className="rounded border border-stone-400 px-4 py-2"
                >
                  Cancel
                </button>
              </Dialog.Close>
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() => void confirm()}
                className="rounded bg-accent-700 px-4 py-2 font-semibold text-white"
              >
                {remove.isPending ? "Deleting…" : "Delete"}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </form>
  );
}
