import { helperAccountMessages, type MaidAccount } from "@sahayi/contract";
import { isPauseEnd, pauseEndBounds } from "@sahayi/contract/helper-account/pause-days";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Field, inputClass } from "../../../components/fields/field.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { showServerFieldErrors } from "../../../lib/form.ts";
import { formatDate } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";
import { useSetAvailability } from "../api/account.ts";

interface PauseForm {
  until: "resume" | "date";
  available_from: string;
}

/**
 * Pause her listing, until she resumes it or until a day, or resume it. Only a listed or
 * paused helper has this; the server refuses anyone else (409), and that message shows here.
 * `onChanged` runs once the new status is on screen.
 */
export function AvailabilityControl({
  account,
  onChanged,
}: {
  account: MaidAccount;
  onChanged: () => void;
}) {
  const change = useSetAvailability();
  const [failure, setFailure] = useState<string | null>(null);
  // The bounds of the page's day; the server checks them again when she sends.
  const bounds = useMemo(() => pauseEndBounds(), []);
  const { register, watch, handleSubmit, setError, formState } = useForm<PauseForm>({
    defaultValues: { until: "resume", available_from: "" },
  });
  const until = watch("until");

  const send = async (body: { available: boolean; available_from?: string | null }) => {
    setFailure(null);
    try {
      await change.mutateAsync(body);
      onChanged();
    } catch (error) {
      if (showServerFieldErrors(error, setError, { available_from: "available_from" })) return;
      setFailure(errorMessage(error));
    }
  };

  const pause = handleSubmit((values) =>
    send({
      available: false,
      available_from: values.until === "date" ? values.available_from : null,
    }),
  );

  return (
    <section aria-labelledby="helper-pause" className="flex flex-col gap-3">
      <h2 id="helper-pause" className="font-semibold text-brand-900 text-xl">
        {t(words.pauseHeading)}
      </h2>
      {account.status === "paused" ? (
        <button
          type="button"
          className="btn btn-primary w-full"
          disabled={change.isPending}
          onClick={() => void send({ available: true })}
        >
          {change.isPending ? t(words.resuming) : t(words.resume)}
        </button>
      ) : (
        <form
          noValidate
          onSubmit={pause}
          aria-labelledby="helper-pause"
          className="flex flex-col gap-4"
        >
          <p className="text-muted">{t(words.pauseIntro)}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-ink">{t(words.pauseHow)}</legend>
            {(["resume", "date"] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3">
                <input type="radio" value={value} {...register("until")} className="size-5" />
                {t(value === "resume" ? words.untilResume : words.untilDate)}
              </label>
            ))}
          </fieldset>
          {until === "date" ? (
            <Field
              label={t(words.backOn)}
              required
              hint={t(words.backOnHint, {
                first: formatDate(bounds.min),
                last: formatDate(bounds.max),
              })}
              error={formState.errors.available_from?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...register("available_from", {
                    validate: (day) =>
                      isPauseEnd(day, bounds) ||
                      (day ? helperAccountMessages.availableFromRange : words.chooseBackOn),
                  })}
                  type="date"
                  min={bounds.min}
                  max={bounds.max}
                  className={inputClass}
                />
              )}
            </Field>
          ) : null}
          <button type="submit" className="btn btn-accent w-full" disabled={change.isPending}>
            {change.isPending ? t(words.pausing) : t(words.pause)}
          </button>
        </form>
      )}
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
    </section>
  );
}
