import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("preferences/language", "routes/preferences/language.ts"),
  route("preferences/theme", "routes/preferences/theme.ts"),
  route("healthz", "routes/healthz.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
