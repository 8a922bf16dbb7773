import { imageVariant } from "@sahayi/contract/images";
import { UserIcon } from "../../components/icons.tsx";
import type { SessionUser } from "../../lib/session.ts";

/** The signed-in person's picture, else their initial, else a figure; beside a label, never alone. */
export function AccountAvatar({ user, size }: { user: SessionUser | null; size: 32 | 44 }) {
  const picture = user?.profile_picture;
  const initial = user?.name?.trim().charAt(0).toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 font-bold text-white ring-2 ring-brand-200 ${size === 32 ? "size-8" : "size-11 text-lg"}`}
    >
      {picture ? (
        <img
          src={imageVariant(picture, "card")}
          alt=""
          width={size}
          height={size}
          className="size-full object-cover"
        />
      ) : initial ? (
        initial
      ) : (
        <UserIcon width={size / 2} height={size / 2} />
      )}
    </span>
  );
}
