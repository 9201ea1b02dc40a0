import { Form, data, redirectDocument } from "react-router";
import type { Route } from "./+types/cards";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { notFound, requireParent } from "~/lib/guards.server";
import { type SavedCard, cardRegistrationPending, deleteCard, listCards, setDefaultCard, startAddingCard } from "~/domain/cards/cards.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/context";
import { getLanguage } from "~/lib/i18n.server";
import { publicOrigin } from "~/lib/request-origin.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { StringsHandle } from "~/locales/namespaces";
import { AppLink } from "~/components/AppLinks";

export const handle: StringsHandle = { strings: ["billing"], scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  return {
    cards: await listCards(getDb(), session.user.id),
    savingCard: await cardRegistrationPending(getDb(), session.user.id),
    paymentsOn: getPaymentGateway() !== null,
    // A new key for every page shown: a double submit of "add a card" is one registration.
    idempotencyKey: crypto.randomUUID(),
  };
}

type ActionResult =
  | { kind: "needs_replacement"; cardId: string; others: SavedCard[]; replacementMissing: boolean }
  | { kind: "only_card_for_renewal"; cardId: string }
  | { kind: "error"; message: "billing.addFailed" | "billing.paymentsOff" };

/** Make default, delete (with a replacement when the card pays renewals), or add a card on Epoint's page. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const form = await request.formData();
  const intent = form.get("intent");
  const cardId = String(form.get("cardId") ?? "");
  if (intent === "default") {
    if ((await setDefaultCard(db, session.user.id, cardId)).kind === "not_found") notFound();
    return redirectWithToast(request, "/profile/cards", { kind: "success", message: "billing.defaultToast" });
  }
  if (intent === "delete") {
    const replacement = form.get("replacementId");
    const result = await deleteCard(db, session.user.id, cardId, typeof replacement === "string" && replacement ? replacement : null);
    if (result.kind === "not_found") notFound();
    if (result.kind === "deleted") return redirectWithToast(request, "/profile/cards", { kind: "success", message: "billing.deletedToast" });
    if (result.kind === "only_card_for_renewal") return data<ActionResult>({ kind: "only_card_for_renewal", cardId }, { status: 409 });
    return data<ActionResult>({ ...result, replacementMissing: form.get("replacing") === "1" }, { status: 409 });
  }
  if (intent === "add") {
    const gateway = getPaymentGateway();
    if (!gateway) return data<ActionResult>({ kind: "error", message: "billing.paymentsOff" }, { status: 503 });
    const idempotencyKey = String(form.get("idempotencyKey") ?? "");
    if (!/^[\w-]{8,64}$/.test(idempotencyKey)) return data<ActionResult>({ kind: "error", message: "billing.addFailed" }, { status: 400 });
    const result = await startAddingCard(db, gateway, { userId: session.user.id, idempotencyKey, language: getLanguage(context), origin: publicOrigin(request) });
    if (result.kind === "redirect") return redirectDocument(result.url);
    return data<ActionResult>({ kind: "error", message: result.message }, { status: 502 });
  }
  return data<ActionResult>({ kind: "error", message: "billing.addFailed" }, { status: 400 });
}

export default function Cards({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { cards } = loaderData;
  const result = actionData as ActionResult | undefined;
  const cardName = (card: SavedCard) => t("billing.cardLabel", { brand: card.brand ?? t("billing.cardUnknownBrand"), mask: card.mask });
  return (
    <section aria-labelledby="cards-title" className="profile-sections">
      <div className="card">
        <h2 id="cards-title">{t("billing.cardsTitle")}</h2>
        <p>{t("billing.cardsIntro")}</p>
        {result?.kind === "error" ? (
          <p className="form-message form-message-error" role="alert">
            {t(result.message)}
          </p>
        ) : null}
        {loaderData.savingCard ? (
          <output className="notice notice-block">{t("billing.savingCard")}</output>
        ) : null}
        {cards.length === 0 ? (
          <p className="empty">{t("billing.cardsEmpty")}</p>
        ) : (
          <ul className="plain-list saved-cards">
            {cards.map((card) => (
              <li key={card.id} className="saved-card">
                <p>
                  <strong>{cardName(card)}</strong> {card.isDefault ? <span className="badge">{t("billing.defaultBadge")}</span> : null}
                  {card.renewsSubscription ? <span className="badge">{t("billing.renewsBadge")}</span> : null}
                </p>
                <p className="fine-print">{card.lastUsedAt ? t("billing.lastUsed", { date: formatDate(card.lastUsedAt, language) }) : t("billing.neverUsed")}</p>
                {result && result.kind !== "error" && result.cardId === card.id ? (
                  <ReplacementPrompt result={result} cardName={cardName} />
                ) : (
                  <div className="button-row">
                    {!card.isDefault ? <CardButton cardId={card.id} intent="default" label={t("billing.makeDefault")} mask={card.mask} /> : null}
                    <CardButton cardId={card.id} intent="delete" label={t("billing.deleteCard")} mask={card.mask} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="form">
          <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
          <p className="fine-print" id="add-card-hint">
            {loaderData.paymentsOn ? t("billing.addCardHint") : t("billing.paymentsOff")}
          </p>
          <PendingButton
            name="intent"
            value="add"
            pendingLabel={t("billing.addingCard")}
            disabled={!loaderData.paymentsOn}
            describedBy="add-card-hint"
          >
            {t("billing.addCard")}
          </PendingButton>
        </Form>
      </div>
    </section>
  );
}

/** Deleting the card that pays the renewals: choose its replacement, or learn why it cannot go yet. */
function ReplacementPrompt({ result, cardName }: { result: Exclude<ActionResult, { kind: "error" }>; cardName: (card: SavedCard) => string }) {
  const { t } = useTranslation();
  if (result.kind === "only_card_for_renewal") {
    return (
      <div className="notice" role="alert">
        <p>
          <strong>{t("billing.onlyCardTitle")}</strong>
        </p>
        <p>{t("billing.onlyCardText")}</p>
        <p>
          <AppLink to="/profile/subscription" className="standalone-link">{t("billing.subscriptionLink")}</AppLink>
        </p>
      </div>
    );
  }
  return (
    <Form method="post" className="form notice" noValidate>
      <input type="hidden" name="cardId" value={result.cardId} />
      {/* Says the replacement was asked, so no choice gets "choose one" rather than the question again. */}
      <input type="hidden" name="replacing" value="1" />
      <p role="alert">
        <strong>{t("billing.replaceTitle")}</strong>
      </p>
      <p>{t("billing.replaceText")}</p>
      <fieldset className="choice-list" aria-describedby={result.replacementMissing ? "replacement-error" : undefined}>
        <legend>{t("billing.replaceLegend")}</legend>
        {result.others.map((other) => (
          <label key={other.id} className="choice">
            <input type="radio" name="replacementId" value={other.id} />
            <span>{cardName(other)}</span>
          </label>
        ))}
        {result.replacementMissing ? (
          <p id="replacement-error" className="field-errors">
            {t("billing.replaceRequired")}
          </p>
        ) : null}
      </fieldset>
      <div className="button-row">
        <button type="submit" name="intent" value="delete" className="button button-primary">
          {t("billing.replaceSubmit")}
        </button>
        <AppLink to="/profile/cards" className="button button-secondary">
          {t("billing.keepCard")}
        </AppLink>
      </div>
    </Form>
  );
}

/** One action on one card, as its own small form (the card's mask tells screen readers which). */
function CardButton(props: { cardId: string; intent: "default" | "delete"; label: string; mask: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="cardId" value={props.cardId} />
      <button type="submit" name="intent" value={props.intent} className="button button-secondary button-small">
        {props.label}
        <span className="visually-hidden"> — {props.mask}</span>
      </button>
    </Form>
  );
}
