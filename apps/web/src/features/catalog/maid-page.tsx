import { apiMessages } from "@sahayi/contract";
import { Link, useParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { Loading } from "../../components/loading.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useMaidDetails } from "./api/get-maid-details.ts";
import { MaidProfile } from "./maid/maid-profile.tsx";

/** Spec §2 /maid/{maid_id}: one helper's profile, Loading... until it arrives. */
export function MaidPage() {
  const { maidId = "" } = useParams();
  const details = useMaidDetails(maidId);

  if (details.isPending) return <Loading />;
  if (details.isError) {
    // 404: no such listed helper; 400: an address that cannot be a helper id at all.
    if (details.error instanceof ApiError && [400, 404].includes(details.error.status)) {
      return <MaidNotFound />;
    }
    return (
      <div className="container-page py-12">
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      </div>
    );
  }
  return <MaidProfile maid={details.data} />;
}

function MaidNotFound() {
  useDocumentTitle("Helper not found");
  return (
    <div className="container-page flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-3xl text-brand-800">Helper not found</h1>
      <p className="max-w-md text-lg text-muted">{apiMessages.maidNotFound}</p>
      <Link to={paths.search.href()} className="btn btn-primary">
        Find other helpers
      </Link>
    </div>
  );
}
