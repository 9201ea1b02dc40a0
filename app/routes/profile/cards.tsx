import { type SubmissionResult, getFieldsetProps, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirectDocument } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/cards";
import { FieldErrors } from "~/components/forms/Field";
import { FormMessage } from "~/components/forms/FormMessage";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { notFound, requireParent } from "~/infrastructure/guards.server";
import { type SavedCard, cardRegistrationPending, deleteCard, listCards, setDefaultCard, startAddingCard } from "~/domain/cards/cards.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

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

const ADD_FAILED = "billing.addFailed";

/** The page's forms: one per card and action, the replacement's question, and adding a card. */
const CardFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("default"), cardId: z.string() }),
  z.object({
    intent: z.literal("delete"),
    cardId: z.string(),
    replacementId: z.string().optional(),
    // Says the replacement was asked, so no choice gets "choose one" rather than the question again.
    replacing: z.literal("1").optional(),
  }),
  z.object({ intent: z.literal("add"), idempotencyKey: z.string().regex(/^[\w-]{8,64}$/) }),
]);

/** Deleting the card that pays the renewals: it needs a replacement, or cannot go yet. */
type ReplacementQuestion = { kind: "needs_replacement"; cardId: string; others: SavedCard[] } | { kind: "only_card_for_renewal"; cardId: string };

/** A refusal, or a question about the card being deleted, rendered on this page. */
function answer(result: SubmissionResult<string[]>, status: number, question: ReplacementQuestion | null = null) {
  return data({ result, question }, { status });
}

/** Make default, delete (with a replacement when the card pays renewals), or add a card on Epoint's page. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const submission = parseWithZod(await request.formData(), { schema: CardFormSchema });
  if (submission.status !== "success") return answer(submission.reply({ formErrors: [ADD_FAILED] }), 400);
  const form = submission.value;
  if (form.intent === "default") {
    if ((await setDefaultCard(db, session.user.id, form.cardId)).kind === "not_found") notFound();
    return redirectWithToast(request, "/profile/cards", { kind: "success", message: "billing.defaultToast" });
  }
  if (form.intent === "delete") {
    const result = await deleteCard(db, session.user.id, form.cardId, form.replacementId ?? null);
    if (result.kind === "not_found") notFound();
    if (result.kind === "deleted") return redirectWithToast(request, "/profile/cards", { kind: "success", message: "billing.deletedToast" });
    if (result.kind === "only_card_for_renewal") return answer(submission.reply(), 409, { kind: "only_card_for_renewal", cardId: form.cardId });
    const reply = form.replacing ? submission.reply({ fieldErrors: { replacementId: ["billing.replaceRequired"] } }) : submission.reply();
    return answer(reply, 409, result);
  }
  const gateway = getPaymentGateway();
  if (!gateway) return answer(submission.reply({ formErrors: ["billing.paymentsOff"] }), 503);
  const result = await startAddingCard(db, gateway, {
    userId: session.user.id,
    idempotencyKey: form.idempotencyKey,
    language: getLanguage(context),
    origin: publicOrigin(request),
  });
  if (result.kind === "redirect") return redirectDocument(result.url);
  return answer(submission.reply({ formErrors: [result.message] }), 502);
}

export default function Cards({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { cards } = loaderData;
  const [form] = useForm({ id: "cards", lastResult: actionData?.result });
  const question = actionData?.question ?? null;
  const cardName = (card: SavedCard) => t("billing.cardLabel", { brand: card.brand ?? t("billing.cardUnknownBrand"), mask: card.mask });
  return (
    <section aria-labelledby="cards-title" className="profile-sections">
      <div className="card">
        <h2 id="cards-title">{t("billing.cardsTitle")}</h2>
        <p>{t("billing.cardsIntro")}</p>
        <FormMessage id={form.errorId} errors={form.errors} />
        {loaderData.savingCard ? <output className="notice notice-block">{t("billing.savingCard")}</output> : null}
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
                <p className="fine-print">
                  {card.lastUsedAt ? t("billing.lastUsed", { date: formatDate(card.lastUsedAt, language) }) : t("billing.neverUsed")}
                </p>
                {question?.cardId === card.id ? (
                  <ReplacementPrompt question={question} lastResult={actionData?.result} cardName={cardName} />
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
        <Form method="post" {...getFormProps(form)} className="form">
          <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
          <p className="fine-print" id="add-card-hint">
            {loaderData.paymentsOn ? t("billing.addCardHint") : t("billing.paymentsOff")}
          </p>
          <PendingButton name="intent" value="add" pendingLabel={t("billing.addingCard")} disabled={!loaderData.paymentsOn} describedBy="add-card-hint">
            {t("billing.addCard")}
          </PendingButton>
        </Form>
      </div>
    </section>
  );
}

/** Deleting the card that pays the renewals: choose its replacement, or learn why it cannot go yet. */
function ReplacementPrompt({
  question,
  lastResult,
  cardName,
}: {
  question: ReplacementQuestion;
  lastResult: SubmissionResult<string[]> | undefined;
  cardName: (card: SavedCard) => string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ replacementId: string }>({ id: "replacement", lastResult });
  if (question.kind === "only_card_for_renewal") {
    return (
      <div className="notice" role="alert">
        <p>
          <strong>{t("billing.onlyCardTitle")}</strong>
        </p>
        <p>{t("billing.onlyCardText")}</p>
        <p>
          <AppLink to="/profile/subscription" className="standalone-link">
            {t("billing.subscriptionLink")}
          </AppLink>
        </p>
      </div>
    );
  }
  return (
    <Form method="post" {...getFormProps(form)} className="form notice">
      <input type="hidden" name="cardId" value={question.cardId} />
      <input type="hidden" name="replacing" value="1" />
      <p role="alert">
        <strong>{t("billing.replaceTitle")}</strong>
      </p>
      <p>{t("billing.replaceText")}</p>
      <fieldset {...getFieldsetProps(fields.replacementId)} className="choice-list">
        <legend>{t("billing.replaceLegend")}</legend>
        {question.others.map((other) => (
          <label key={other.id} className="choice">
            <input type="radio" name={fields.replacementId.name} value={other.id} />
            <span>{cardName(other)}</span>
          </label>
        ))}
        <FieldErrors id={fields.replacementId.errorId} errors={fields.replacementId.errors} />
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
