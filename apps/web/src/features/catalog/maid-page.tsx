import { apiMessages } from "@sahayi/contract/messages";
import { useParams } from "react-router";
import { NotFoundState } from "../../components/not-found-state.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { MaidProfileSkeleton } from "../../components/skeletons.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";
import { useMaidDetails } from "./api/get-maid-details.ts";
import { MaidProfile } from "./maid/maid-profile.tsx";

/** Product §2 /maid/{maid_id}: one helper's profile, Loading... in its outline until it arrives. */
export function MaidPage() {
  const { maidId = "" } = useParams();
  const details = useMaidDetails(maidId);

  if (details.isPending) return <MaidProfileSkeleton />;
  if (details.isError) {
    if (details.error instanceof ApiError && details.error.meansNotFound) {
      return (
        <NotFoundState
          title="Helper not found"
          message={apiMessages.maidNotFound}
          linkTo={paths.search.href()}
          linkLabel="Find other helpers"
        />
      );
    }
    return (
      <div className="container-page py-12">
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      </div>
    );
  }
  return <MaidProfile maid={details.data} />;
}
