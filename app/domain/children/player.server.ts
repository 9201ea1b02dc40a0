import type { DB } from "~/db.server";
import type { SessionWithUser } from "~/domain/accounts/sessions.server";

/** Whose progress it is: the selected child, or the parent when no child is selected. */
export interface Player {
  userId: string;
  childId: string | null;
}

/**
 * Whose game or homework this is: the parent's selected child, if that child still belongs to the parent,
 * else the parent themself (the spec: progress is kept for the selected child, or the parent
 * when no child is selected).
 */
export async function playerOf(db: DB, session: SessionWithUser): Promise<Player & { childName: string | null; childBirthDate: string | null }> {
  const userId = session.user.id;
  if (!session.selectedChildId) return { userId, childId: null, childName: null, childBirthDate: null };
  const child = await db
    .selectFrom("children")
    .select(["id", "first_name", "birth_date"])
    .where("id", "=", session.selectedChildId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { userId, childId: child?.id ?? null, childName: child?.first_name ?? null, childBirthDate: child?.birth_date ?? null };
}
