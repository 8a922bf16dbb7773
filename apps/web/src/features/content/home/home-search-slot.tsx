import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { SearchIcon } from "../../../components/icons.tsx";

/**
 * Where the home search form of spec §2 goes (district, constituency, age, religion,
 * gender, shift, expertise). A later issue replaces this link with that form.
 */
export function HomeSearchSlot() {
  return (
    <Link to={paths.search.href()} className="btn btn-accent">
      <SearchIcon />
      Search helpers
    </Link>
  );
}
