import { describe, expect, it } from "vitest";
import { MAX_FORM_BYTES } from "~/infrastructure/request-body.server";
import { ApiError, apiHandler, jsonBody, parseApi, parseQuery } from "./api.server";
import { CancelBody, PaymentBody, SubscribeBody, TransactionsQuery } from "~/domain/api/schemas";

/** A body sent in chunks, as `Transfer-Encoding: chunked` arrives: no length is declared. */
function chunkedPost(text: string): Request {
  const bytes = new TextEncoder().encode(text);
  const chunk = 64 * 1024;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
  return new Request("http://localhost/api/subscriptions/subscribe/", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("the API's JSON body", () => {
  it("is read when it is a JSON object within the byte limit", async () => {
    expect(await jsonBody(chunkedPost(JSON.stringify({ plan_id: "monthly" })))).toEqual({ plan_id: "monthly" });
    expect(await jsonBody(chunkedPost(""))).toEqual({});
  });

  it("sent in chunks beyond the byte limit is answered with the plain 413, unparsed", async () => {
    const large = JSON.stringify({ note: "x".repeat(MAX_FORM_BYTES) });
    const answer = await apiHandler(async () => Response.json(await jsonBody(chunkedPost(large))));
    expect(answer.status).toBe(413);
    expect(answer.headers.get("Content-Type")).toContain("text/plain");
    expect(await answer.text()).toBe("Request too large.");
  });
});

/** What a call answers when its input is refused, or null when it is taken. */
function refusal(run: () => unknown) {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? { status: error.status, message: error.message } : error;
  }
}

const transactionsWith = (query: string) => new Request(`http://localhost/api/payments/transactions${query}`);

describe("the API's input, read by the call's schema", () => {
  it("answers 400 with the first problem in the API's words", () => {
    expect(refusal(() => parseApi(SubscribeBody, {}))).toEqual({ status: 400, message: "plan_id is required" });
    expect(refusal(() => parseApi(SubscribeBody, { plan_id: "" }))).toEqual({ status: 400, message: "plan_id is required" });
    expect(refusal(() => parseApi(SubscribeBody, { plan_id: 7 }))).toEqual({ status: 400, message: "plan_id must be a string" });
    expect(refusal(() => parseApi(SubscribeBody, { plan_id: "monthly", auto_renew: "yes" }))).toEqual({
      status: 400,
      message: "auto_renew must be true or false",
    });
    expect(refusal(() => parseApi(CancelBody, { reason: "bored" }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^reason must be one of: too_expensive, /),
    });
    expect(refusal(() => parseApi(PaymentBody, { purpose: "gift" }))).toEqual({ status: 400, message: "purpose must be subscription or autism_screening" });
    expect(refusal(() => parseApi(PaymentBody, { purpose: "autism_screening" }))).toEqual({ status: 400, message: "child_id is required" });
  });

  it("reads absent, null and empty optional fields as the API always has", () => {
    expect(parseApi(SubscribeBody, { plan_id: "monthly", card_id: "", coupon_code: null })).toMatchObject({
      plan_id: "monthly",
      card_id: null,
      coupon_code: null,
      auto_renew: true,
      resume_renewal: false,
    });
    expect(parseApi(CancelBody, { reason: "other", immediate: null })).toEqual({ reason: "other", immediate: false });
    expect(parseApi(PaymentBody, { plan_id: "yearly", auto_renew: false })).toMatchObject({ plan_id: "yearly", auto_renew: false });
    expect(parseApi(PaymentBody, { purpose: "autism_screening", child_id: "c1", health_consent: true })).toMatchObject({
      purpose: "autism_screening",
      child_id: "c1",
      health_consent: true,
      card_id: null,
    });
  });

  it("reads the query parameters a schema names, and refuses an unknown status", () => {
    expect(parseQuery(TransactionsQuery, transactionsWith("?status=pending&coupon_code=welcome10&other=1"))).toEqual({
      status: "pending",
      coupon_code: "welcome10",
    });
    expect(parseQuery(TransactionsQuery, transactionsWith("?status="))).toEqual({ status: undefined });
    expect(refusal(() => parseQuery(TransactionsQuery, transactionsWith("?status=bogus")))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Unknown status; use one of: succeeded, /),
    });
  });
});
