import { OPENAPI_DOCUMENT } from "~/domain/api/openapi";

/** GET /api/openapi.json — the API's description. */
export function loader() {
  return Response.json(OPENAPI_DOCUMENT, { headers: { "Cache-Control": "public, max-age=3600" } });
}
