import { replace } from "react-router";

/** The spec: /games redirects (replace) to the catalogue at /courses. */
export function loader() {
  return replace("/courses");
}
