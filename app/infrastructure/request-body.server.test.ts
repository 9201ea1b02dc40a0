import { describe, expect, it, vi } from "vitest";
import { MAX_FORM_BYTES, MAX_FORM_FIELDS, formBodyProblem, requireReadableForm } from "./request-body.server";

const URLENCODED = "application/x-www-form-urlencoded";

function post(body: BodyInit, contentType?: string): Request {
  const headers = contentType ? { "Content-Type": contentType } : undefined;
  return new Request("http://localhost/contact", { method: "POST", headers, body });
}

/** A multipart post of `parts` fields, as a browser would send it. */
async function multipart(parts: number, name: (index: number) => string): Promise<Request> {
  const form = new FormData();
  for (let index = 0; index < parts; index++) form.append(name(index), "");
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return post(await encoded.arrayBuffer(), encoded.headers.get("Content-Type") ?? "");
}

/** `count` fields of distinct names, as the assessment's pages post their answers. */
function distinctFields(count: number): string {
  return Array.from({ length: count }, (_, index) => `answer${index}=yes`).join("&");
}

describe("a form post's body", () => {
  it("of repeated fields filling the byte limit is refused before anything parses it", async () => {
    const body = "x=&".repeat(Math.floor(MAX_FORM_BYTES / 3));
    expect(body.length).toBeLessThanOrEqual(MAX_FORM_BYTES);
    const parse = vi.spyOn(Request.prototype, "formData");
    expect(await formBodyProblem(post(body, URLENCODED))).toBe("too_many_fields");
    expect(parse).not.toHaveBeenCalled();
  });

  it("with one field more than the cap is refused, at the cap it is read", async () => {
    expect(await formBodyProblem(post(distinctFields(MAX_FORM_FIELDS + 1), URLENCODED))).toBe("too_many_fields");
    expect(await formBodyProblem(post(distinctFields(MAX_FORM_FIELDS), URLENCODED))).toBeNull();
    // Empty runs between separators are no fields (URLSearchParams skips them), so they do not count.
    expect(await formBodyProblem(post(`&&${distinctFields(MAX_FORM_FIELDS)}&&`, URLENCODED))).toBeNull();
  });

  it("of many same-named fields under the cap is read", async () => {
    expect(await formBodyProblem(post("x=&".repeat(MAX_FORM_FIELDS), URLENCODED))).toBeNull();
  });

  it("in multipart form counts its parts the same way", async () => {
    const parse = vi.spyOn(Request.prototype, "formData");
    expect(await formBodyProblem(await multipart(MAX_FORM_FIELDS + 1, () => "x"))).toBe("too_many_fields");
    expect(parse).not.toHaveBeenCalled();
    expect(await formBodyProblem(await multipart(MAX_FORM_FIELDS, (index) => `answer${index}`))).toBeNull();
    // A quoted boundary (it may hold spaces) names the same delimiter.
    const part = '--b q\r\nContent-Disposition: form-data; name="x"\r\n\r\n\r\n';
    const quoted = post(`${part.repeat(MAX_FORM_FIELDS + 1)}--b q--\r\n`, 'multipart/form-data; boundary="b q"');
    expect(await formBodyProblem(quoted)).toBe("too_many_fields");
  });

  it("keeps the byte limit and the other refusals", async () => {
    expect(await formBodyProblem(post("x".repeat(MAX_FORM_BYTES + 1), URLENCODED))).toBe("too_large");
    expect(await formBodyProblem(post("{}", "application/json"))).toBe("unsupported");
    expect(await formBodyProblem(post("--cut\r\nContent-Disposition: form-data", "multipart/form-data; boundary=cut"))).toBe("unreadable");
    expect(await formBodyProblem(post("name=Aysel&email=a%40b.az", URLENCODED))).toBeNull();
  });

  it("with too many fields is answered 413, as a body too large is", async () => {
    const thrown = await requireReadableForm({ request: post("x=&".repeat(MAX_FORM_FIELDS + 1), URLENCODED) }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", data: { bodyProblem: "too_many_fields" }, init: { status: 413 } });
  });
});
