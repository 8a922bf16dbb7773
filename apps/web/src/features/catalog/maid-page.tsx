import * as helper from "@sahayi/contract/i18n/en/helper";
import { apiMessages } from "@sahayi/contract/messages";
import { useParams } from "react-router";
import { NotFoundState } from "../../components/not-found-state.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { MaidProfileSkeleton } from "../../components/skeletons.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
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
          title={t(helper.helperNotFound)}
          message={t(apiMessages.maidNotFound)}
          linkTo={paths.search.href()}
          linkLabel={t(helper.findOtherHelpers)}
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
