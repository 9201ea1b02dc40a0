import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import type { Route } from "./+types/offline";
import { AppLink } from "~/components/AppLinks";
import { PageMeta } from "~/components/PageMeta";
import { StandaloneScript } from "~/components/StandaloneScript";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { offlineCookieHeader } from "~/domain/offline/cookie";
import { OfflineFormSchema } from "~/domain/offline/forms";
import { applyPanelForm, offlinePanel } from "~/domain/offline/panel.server";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { getEnv } from "~/env.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "standalone" };

const HERE = "/profile/offline";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  return offlinePanel(getDb(), session.user.id, getLanguage(context));
}

/**
 * The panel's forms (ADR 040): keep a child's pages on this phone or stop, pin or unpin a game,
 * clear what is kept. Each ends with a redirect and a toast; bad input is a toast too, never a
 * 500, and a child of someone else answers 403. Turning offline mode on sets the `offline`
 * cookie (app/domain/offline/cookie.ts); clearing asks the browser to drop its caches
 * (Clear-Site-Data), and the service worker drops its own record of them as it sees the post.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const submission = parseWithZod(await request.formData(), { schema: OfflineFormSchema });
  if (submission.status !== "success") return redirectWithToast(request, HERE, { kind: "error", message: "offline.invalid" });
  const outcome = await applyPanelForm(getDb(), session.user.id, submission.value);
  if (!outcome.ok) throw data({ message: "errors.accessDeniedText" }, { status: 403 });
  const headers = new Headers({ "Set-Cookie": offlineCookieHeader(outcome.keepsAny, getEnv().COOKIE_SECURE) });
  if (submission.value.intent === "clear") headers.set("Clear-Site-Data", '"cache"');
  return redirectWithToast(request, HERE, { kind: "success", message: outcome.message, values: { name: outcome.name ?? "" } }, { headers });
}

export default function OfflinePanel({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { premium, children, games, lastSent, budgetMb } = loaderData;
  const waitingTemplates = JSON.stringify(loaderData.waitingTemplates);
  return (
    <div className="profile-sections">
      <PageMeta title={t("offline.metaTitle", { brand: BRAND_NAME })} />
      <section aria-labelledby="offline-title" className="card">
        <h2 id="offline-title">{t("offline.title")}</h2>
        <p>{t("offline.intro")}</p>
        <noscript>
          <p className="notice">{t("offline.needsScripts")}</p>
        </noscript>
        {premium ? null : (
          <p className="notice">
            {t("offline.premiumOnly")} <AppLink to="/subscription/plans">{t("offline.seePlans")}</AppLink>
          </p>
        )}
      </section>

      <section aria-labelledby="offline-children-title" className="card">
        <h2 id="offline-children-title">{t("offline.childrenTitle")}</h2>
        {children.length === 0 ? (
          <p>
            {t("offline.noChildren")} <AppLink to="/profile/add-child">{t("offline.addChild")}</AppLink>
          </p>
        ) : (
          <ul className="offline-children">
            {children.map((child) => (
              <li key={child.id} data-testid={`offline-child-${child.name}`}>
                <h3>{child.name}</h3>
                <p>
                  <span className={child.kept ? "badge badge-ok" : "badge"}>{child.kept ? t("offline.kept") : t("offline.notKept")}</span>
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="keep" />
                  <input type="hidden" name="childId" value={child.id} />
                  <input type="hidden" name="on" value={child.kept ? "off" : "on"} />
                  <button type="submit" className={child.kept ? "button button-secondary" : "button button-primary"}>
                    {child.kept ? t("offline.turnOff", { name: child.name }) : t("offline.turnOn", { name: child.name })}
                  </button>
                </Form>
                {child.kept ? (
                  <>
                    <h4>{t("offline.pinnedTitle", { name: child.name })}</h4>
                    {child.pinned.length === 0 ? <p>{t("offline.noPins")}</p> : null}
                    <ul>
                      {child.pinned.map((game) => (
                        <li key={game.id}>
                          {game.title}{" "}
                          <Form method="post" className="inline-form">
                            <input type="hidden" name="intent" value="pin" />
                            <input type="hidden" name="childId" value={child.id} />
                            <input type="hidden" name="gameId" value={game.id} />
                            <input type="hidden" name="on" value="off" />
                            <button type="submit" className="button button-secondary button-small">
                              {t("offline.unpin", { game: game.title })}
                            </button>
                          </Form>
                        </li>
                      ))}
                    </ul>
                    <Form method="post" className="form">
                      <input type="hidden" name="intent" value="pin" />
                      <input type="hidden" name="childId" value={child.id} />
                      <input type="hidden" name="on" value="on" />
                      <label htmlFor={`pin-${child.id}`}>{t("offline.pinLabel", { name: child.name })}</label>
                      <select id={`pin-${child.id}`} name="gameId">
                        {games.map((game) => (
                          <option key={game.id} value={game.id}>
                            {game.title}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className="button button-secondary">
                        {t("offline.pin")}
                      </button>
                    </Form>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <h3>{t("offline.whatTitle")}</h3>
        <ul>
          <li>{t("offline.whatGames")}</li>
          <li>{t("offline.whatFree")}</li>
          <li>{t("offline.whatActivities")}</li>
          <li>{t("offline.whatPicker")}</li>
        </ul>
      </section>

      <section aria-labelledby="offline-phone-title" className="card" data-offline-panel={language}>
        <h2 id="offline-phone-title">{t("offline.phoneTitle")}</h2>
        {/* Nothing waits without scripts: marks are queued only by the service worker. Its script fills these in. */}
        <p data-offline-waiting={waitingTemplates} data-testid="offline-waiting">
          {t("offline.waiting", { count: 0 })}
        </p>
        <p data-testid="offline-last-sent">{lastSent ? t("offline.lastSent", { time: lastSent }) : t("offline.neverSent")}</p>
        <p data-offline-size={t("offline.size", { size: "{{size}}", budget: budgetMb })} data-testid="offline-size">
          {t("offline.size", { size: 0, budget: budgetMb })}
        </p>
        <p className="form-hint">{t("offline.sizeHint")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="clear" />
          <button type="submit" className="button button-secondary">
            {t("offline.clear")}
          </button>
        </Form>
        <p className="form-hint">{t("offline.clearHint")}</p>
      </section>
      <StandaloneScript src={STANDALONE_SCRIPTS.offlinePanel} />
    </div>
  );
}
