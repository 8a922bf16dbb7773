import * as registration from "@sahayi/contract/i18n/en/registration";
import { t } from "../../../lib/i18n.ts";

/** How much of the form has been sent, while it is being sent (several MB on mobile data). */
export function UploadProgressBar({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="mt-6 flex flex-col gap-1.5">
      <div className="flex justify-between text-sm">
        <span id="upload-progress-label" className="font-medium text-ink">
          {t(registration.uploading)}
        </span>
        <span className="text-muted">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
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
