import { request as httpRequest } from "node:http";
import { signedUpParent, sessionCookie, uniqueEmail } from "./accounts";
import { expect, test } from "./fixtures";
import { strings } from "./strings";

interface Answer {
  status: number;
  text: string;
}

interface Sending {
  /** Settles once the whole body has been handed to the connection. */
  sent: Promise<void>;
  answer: Promise<Answer>;
}

/**
 * A post through Node's own client, so the test knows when the body has left (Playwright's
 * request API only says when the answer has come). Fails if no answer comes in `timeoutMs`.
 */
function send(url: string, method: string, headers: Record<string, string>, body: Buffer | string, timeoutMs: number): Sending {
  let markSent: (() => void) | undefined;
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      url,
      { method, headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) }, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body, () => markSent?.());
  });
  return { sent, answer };
}

/** Just under the 1 MiB byte limit, all of it fields of one name. */
const REPEATED_FIELDS = "x=&".repeat(349_525);
// Generous: the refusal takes milliseconds; a body parsed field by field took seconds per
// ten thousand fields.
const ANSWER_WITHIN_MS = 15_000;

function multipartOfParts(parts: number): { body: Buffer; type: string } {
  const boundary = "----hostile";
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n\r\n`;
  return { body: Buffer.from(`${part.repeat(parts)}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

test.describe("hostile form bodies", () => {
  test("tens of thousands of repeated fields are refused with the error page while the server keeps answering", async ({ baseURL, clientIp }) => {
    const headers = { Origin: baseURL ?? "", "X-Forwarded-For": clientIp };
    const form = { ...headers, "Content-Type": "application/x-www-form-urlencoded" };
    // Well under the byte limit (about 300 KB), so only the number of parts refuses it.
    const multipart = multipartOfParts(5_000);
    expect(multipart.body.byteLength).toBeLessThan(1024 * 1024);
    const posts = [
      send(`${baseURL}/auth`, "POST", form, REPEATED_FIELDS, ANSWER_WITHIN_MS),
      send(`${baseURL}/contact`, "POST", form, REPEATED_FIELDS, ANSWER_WITHIN_MS),
      send(`${baseURL}/contact`, "POST", { ...headers, "Content-Type": multipart.type }, multipart.body, ANSWER_WITHIN_MS),
    ];
    await Promise.all(posts.map((post) => post.sent));
    // Asked once every hostile body has left, while the server reads or refuses them.
    const health = await send(`${baseURL}/healthz`, "GET", headers, "", ANSWER_WITHIN_MS).answer;
    expect(health.status).toBe(200);
    for (const post of posts) {
      const answer = await post.answer;
      expect(answer.status).toBe(413);
      expect(answer.text).toContain(strings.az.errors.tooLargeTitle);
    }
  });

  test("a signed-in post of repeated fields to the add-child form is refused and adds no child", async ({ page, baseURL, clientIp }, testInfo) => {
    await signedUpParent(page, uniqueEmail(testInfo, "hostile"));
    const cookie = `__session=${(await sessionCookie(page)) ?? ""}`;
    const headers = { Origin: baseURL ?? "", "X-Forwarded-For": clientIp, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" };
    const post = send(`${baseURL}/profile/add-child`, "POST", headers, `firstName=Leyla&birthDate=01.01.2022&${"x=&".repeat(50_000)}`, ANSWER_WITHIN_MS);
    const answer = await post.answer;
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(strings.az.errors.tooLargeTitle);
    await page.goto("/profile/children");
    await expect(page.locator(".child-item")).toHaveCount(0);
  });
});
