import { data } from "react-router";
import type { Route } from "./+types/mail";
import { PageMeta } from "~/components/PageMeta";
import { getDb } from "~/db.server";
import { listOutbox } from "~/domain/mail/mailer.server";
import { getEnv } from "~/env.server";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "standalone" };

/** The local mail outbox, for development only: it shows every sign-in link, so it is off
 * unless MAIL_OUTBOX_PAGE allows it (on by default only in development). */
export async function loader() {
  if (!getEnv().MAIL_OUTBOX_PAGE) throw data(null, { status: 404 });
  return { mails: await listOutbox(getDb()) };
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="page page-narrow" aria-labelledby="mail-title">
      <PageMeta title={t("devMail.title")} />
      <h1 id="mail-title">{t("devMail.title")}</h1>
      <p>{t("devMail.intro")}</p>
      {loaderData.mails.length === 0 ? <p>{t("devMail.empty")}</p> : null}
      {loaderData.mails.map((mail) => (
        <article key={mail.id} className="card mail">
          <h2>{mail.subject}</h2>
          <p className="fine-print">
            {t("devMail.to")}: {mail.to_email} · {t("devMail.sent")}: {mail.created_at}
          </p>
          <pre>{mail.body}</pre>
        </article>
      ))}
    </section>
  );
}
