import { useTranslation } from "~/lib/i18n/context";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFoundPage, ServerErrorPage } from "~/components/ErrorPages";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { Toasts } from "~/components/layout/Toasts";
import { currentYear } from "~/lib/dates";
import { getLanguage, i18nextMiddleware } from "~/lib/i18n.server";
import { useNonce } from "~/lib/nonce";
import { showsFooter } from "~/lib/sections";
import { DEFAULT_THEME } from "~/lib/theme";
import { getTheme } from "~/lib/theme.server";
import { takeToasts } from "~/lib/toast.server";
import stylesheet from "./styles/app.css?url";

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toasts, setCookie } = await takeToasts(request);
  return data(
    {
      language: getLanguage(context),
      theme: await getTheme(request),
      toasts,
      year: currentYear(),
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
        <SiteHeader language={language} theme={theme} />
        {rootData?.toasts.length ? <Toasts toasts={rootData.toasts} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {rootData && showsFooter(pathname) ? <SiteFooter year={rootData.year} theme={theme} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ServerErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
