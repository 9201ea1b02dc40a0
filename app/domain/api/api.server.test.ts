import { describe, expect, it } from "vitest";
import { MAX_FORM_BYTES } from "~/lib/request-body.server";
import { apiHandler, jsonBody } from "./api.server";

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
