import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { createUser } from "../../app/domain/accounts/users.server";
import { hashPassword } from "../../app/domain/accounts/password-hash.server";

let counter = 0;

/** A parent account with a password (hashed with cheap parameters: tests are not attacks). */
export async function createTestParent(db: Kysely<Database>, overrides: { email?: string; password?: string } = {}) {
  counter += 1;
  const user = await createUser(db, {
    email: overrides.email ?? `parent${counter}@example.az`,
    passwordHash: await hashPassword(overrides.password ?? "Abcdefg1", { N: 2 ** 10, r: 8, p: 1 }),
    firstName: "Aygün",
    lastName: "Məmmədova",
    language: "az",
  });
  if (!user) throw new Error("could not create the test parent");
  return user;
}
