import { imageVariant } from "@sahayi/contract/images";
import { Link } from "react-router";
import { UserIcon } from "../../components/icons.tsx";
import { paths } from "../../lib/paths.ts";
import { useSession } from "../../lib/session.ts";

/** "User Login" for visitors; the profile avatar once a token is stored (spec §2). */
export function AccountLink({
  onNavigate,
  wide = false,
}: {
  onNavigate?: () => void;
  /** The login button fills its row (mobile menu). */
  wide?: boolean;
}) {
  const session = useSession();
  if (!session) {
    return (
      <Link
        to={paths.login.href()}
        className={`btn btn-primary ${wide ? "w-full" : ""}`}
        onClick={onNavigate}
      >
        User Login
      </Link>
    );
  }
  const picture = session.user?.profile_picture;
  const initial = session.user?.name?.trim().charAt(0).toUpperCase();
  return (
    <Link
      to={paths.profile.href()}
      aria-label="Profile"
      title="Profile"
      onClick={onNavigate}
      className="inline-flex size-11 items-center justify-center overflow-hidden rounded-full bg-brand-700 font-bold text-lg text-white ring-2 ring-brand-200 hover:ring-brand-500"
    >
      {picture ? (
        <img
          src={imageVariant(picture, "card")}
          alt=""
          width={44}
          height={44}
          className="size-full object-cover"
        />
      ) : initial ? (
        <span aria-hidden="true">{initial}</span>
      ) : (
        <UserIcon width={22} height={22} />
      )}
    </Link>
  );
}
