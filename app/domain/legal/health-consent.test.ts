import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { SaveResultSchema } from "~/domain/assessment/save-form";
import { childStartSchema } from "~/domain/assessment/start-form";
import { NEW_CHILD } from "~/domain/assessment/assessment-limits";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("explicit consent for health-related data", () => {
  it("saving an assessment result needs the consent box ticked, and says why next to it", () => {
    const without = parseWithZod(form({ target: NEW_CHILD, firstName: "Aylin" }), { schema: SaveResultSchema });
    expect(without.status).toBe("error");
    expect(without.reply().error?.healthConsent).toEqual(["legal.healthConsent.required"]);
    // The other fields' errors show at the same time.
    expect(parseWithZod(form({ target: NEW_CHILD }), { schema: SaveResultSchema }).reply().error?.firstName).toEqual(["validation.required"]);

    const refused = parseWithZod(form({ target: NEW_CHILD, firstName: "Aylin", healthConsent: "no" }), { schema: SaveResultSchema });
    expect(refused.reply().error?.healthConsent).toEqual(["legal.healthConsent.required"]);

    const given = parseWithZod(form({ target: NEW_CHILD, firstName: "Aylin", healthConsent: "on" }), { schema: SaveResultSchema });
    expect(given.status).toBe("success");
  });

  it("starting an assessment for a child in the profile (saved at the end) needs it too", () => {
    expect(parseWithZod(form({ childId: "c1" }), { schema: childStartSchema }).reply().error?.healthConsent).toEqual(["legal.healthConsent.required"]);
    expect(parseWithZod(form({ childId: "c1", healthConsent: "yes" }), { schema: childStartSchema }).status).toBe("success");
  });
});
