import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appTestDatabase, signedInParent } from "../../tests/support/signed-in";
import { addChild } from "~/domain/children/children.server";
import { loader } from "./play";

// The loader reads the process's database through getDb(): this one.
const app = appTestDatabase();

/** A parent who has accepted the documents, signed in. */
const signedIn = () => signedInParent(app.db, { acceptedDocuments: true });

function load(path: string, context: RouterContextProvider) {
  const request = new Request(`http://localhost${path}`);
  return loader({ request, params: {}, context, url: new URL(request.url), pattern: "/play" } as unknown as Parameters<typeof loader>[0]);
}

describe("GET /play?child=", () => {
  it("chooses the parent's own child and comes back to /play; someone else's child answers 403", async () => {
    const { parent, context } = await signedIn();
    const older = await addChild(app.db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2021-03-01" });
    await addChild(app.db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-05-10" });
    const answer = await load(`/play?child=${older.id}`, context).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/play");
    expect((await app.db.selectFrom("users").select("selected_child_id").where("id", "=", parent.id).executeTakeFirstOrThrow()).selected_child_id).toBe(
      older.id,
    );

    const stranger = await signedIn();
    const refused = await load(`/play?child=${older.id}`, stranger.context).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ init: { status: 403 } });
  });
});
