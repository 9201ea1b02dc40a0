import { redirect } from "react-router";

/** The spec: a missing group goes to /games (which lands on the catalogue). */
export function loader() {
  return redirect("/games");
}
