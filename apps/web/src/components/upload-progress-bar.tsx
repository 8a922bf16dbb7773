import * as registration from "@sahayi/contract/i18n/en/registration";
import { useId } from "react";
import { t } from "../lib/i18n.ts";

/**
 * How much of a form has been sent, while it is being sent (several MB on mobile data): the
 * registration form's and a helper's new photos.
 */
export function UploadProgressBar({
  fraction,
  className = "mt-6",
}: {
  fraction: number;
  className?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const labelId = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex justify-between text-sm">
        <span id={labelId} className="font-medium text-ink">
          {t(registration.uploading)}
        </span>
        <span className="text-muted">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-sand"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
