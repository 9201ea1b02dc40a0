import { NOT_FOUND, apiJson } from "~/infrastructure/api.server";

/** Any other /api path: a JSON 404, not the site's page. */
export function loader() {
  return apiJson({ detail: NOT_FOUND, message: NOT_FOUND }, 404);
}

export function action() {
  return apiJson({ detail: NOT_FOUND, message: NOT_FOUND }, 404);
}
