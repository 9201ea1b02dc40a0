import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  ...prefix("auth", [
    index("routes/auth/index.tsx"),
    route("legal", "routes/auth/legal.tsx"),
    route("logout", "routes/auth/logout.ts"),
    route("confirm-email", "routes/auth/confirm-email.tsx"),
    route("google", "routes/auth/google.ts"),
    route("google/callback", "routes/auth/google-callback.ts"),
  ]),
  route("reset-password", "routes/reset-password.tsx"),
  route("privacy", "routes/legal/document.tsx", { id: "legal-privacy" }),
  route("terms", "routes/legal/document.tsx", { id: "legal-terms" }),
  route("coppa", "routes/legal/document.tsx", { id: "legal-coppa" }),
  route("safety", "routes/safety.tsx"),
  route("profile", "routes/profile/layout.tsx", [
    index("routes/profile/account.tsx"),
    route("children", "routes/profile/children.tsx"),
    route("children/:childId/remove", "routes/profile/remove-child.tsx"),
    route("add-child", "routes/profile/add-child.tsx"),
    route("privacy", "routes/profile/privacy.tsx"),
  ]),
  route("profile/export", "routes/profile/export.ts"),
  route("dev/mail", "routes/dev/mail.tsx"),
  route("preferences/language", "routes/preferences/language.ts"),
  route("preferences/theme", "routes/preferences/theme.ts"),
  route("healthz", "routes/healthz.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
