import { useTranslation } from "~/infrastructure/i18n/context";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { Links, Meta, Outlet, data, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { AccessDeniedPage, BadRequestPage, NotFoundPage, isNotFoundTitle, ServerErrorPage } from "~/components/ErrorPages";
import { BottomNav } from "~/components/layout/BottomNav";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { Toasts } from "~/components/layout/Toasts";
import { currentYear } from "~/lib/dates";
import { getLanguage, languageMiddleware } from "~/infrastructure/i18n.server";
import { authMiddleware, getSession } from "~/infrastructure/auth.server";
import { displayName, initials } from "~/domain/accounts/users";
import { toCurrentUser } from "~/domain/accounts/users.server";
import { EmailReminder } from "~/components/layout/EmailReminder";
import { useNonce } from "~/infrastructure/nonce";
import { StandaloneScript } from "~/components/StandaloneScript";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { isChildScreen, sectionForPath, showsFooter } from "~/lib/sections";
import { DEFAULT_THEME } from "~/infrastructure/theme";
import { getTheme } from "~/infrastructure/theme.server";
import { takeToasts } from "~/infrastructure/toast.server";
import { getEnv } from "~/env.server";
import { requireReadableForm } from "~/infrastructure/request-body.server";
import { TestPaymentsRibbon } from "~/components/layout/TestPaymentsRibbon";
import { OfflineRegistration } from "~/components/OfflineRegistration";
import { offlineChosen } from "~/domain/offline/cookie";
import stylesheet from "./styles/app.css?url";

export const middleware: Route.MiddlewareFunction[] = [languageMiddleware, authMiddleware, requireReadableForm];

// A `precedence` makes React put the stylesheets at the top of <head>, before the title and the
// other links, so that a slow phone fetches the CSS first. Routes that link a stylesheet of their
// own give it the same precedence.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable (ADR 040): the manifest in the page's language, and the icon iOS asks for.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toasts, setCookie } = await takeToasts(request);
  const session = getSession(context);
  const user = session ? toCurrentUser(session.user) : null;
  const language = getLanguage(context);
  const t = translatorFor(language);
  return data(
    {
      user: user ? { displayName: displayName(user), initials: initials(user), email: user.email, emailVerified: user.emailVerified } : null,
      language,
      theme: await getTheme(request),
      // A toast is a key and values until here (it may come from any area); the page gets its text.
      toasts: toasts.map((toast) => ({ id: toast.id, kind: toast.kind, text: t(toast.message, toast.values) })),
      year: currentYear(),
      // The embedded payment simulator takes no money: every page says so while it is on.
      testPayments: getEnv().paymentsMode === "simulator",
      // Offline mode's worker keeps an account's pages apart from a visitor's (ADR 040).
      offline: { account: session?.user.id ?? null, keep: session !== null && offlineChosen(request.headers) },
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { language } = useTranslation();
  const nonce = useNonce();
  const { pathname } = useLocation();
  const theme = rootData?.theme ?? DEFAULT_THEME;
  const childScreen = isChildScreen(pathname);

  return (
    <html lang={language} data-theme={theme} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme === "system" ? "light dark" : theme} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {rootData?.testPayments ? <TestPaymentsRibbon /> : null}
        {childScreen ? null : <SiteHeader language={language} theme={theme} user={rootData?.user ?? null} />}
        {rootData?.user && !rootData.user.emailVerified && !childScreen ? <EmailReminder email={rootData.user.email} /> : null}
        {rootData?.toasts.length ? <Toasts toasts={rootData.toasts} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {rootData && showsFooter(pathname) && !childScreen ? <SiteFooter year={rootData.year} theme={theme} /> : null}
        {rootData && !childScreen ? <BottomNav pathname={pathname} section={sectionForPath(pathname)} signedIn={rootData.user !== null} /> : null}
        {/* Every page's pending buttons, wrong fields and phone menu (ADR 024). */}
        <StandaloneScript src={STANDALONE_SCRIPTS.standalonePage} />
        {rootData ? <OfflineRegistration account={rootData.offline.account} keep={rootData.offline.keep} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message: unknown = typeof error.data === "object" && error.data !== null ? (error.data as { message?: unknown }).message : null;
    return <NotFoundPage title={isNotFoundTitle(message) ? message : undefined} />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDeniedPage />;
  if (isRouteErrorResponse(error) && [400, 413, 415].includes(error.status)) return <BadRequestPage status={error.status} />;
  return <ServerErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
