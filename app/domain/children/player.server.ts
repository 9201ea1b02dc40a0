import type { DB } from "~/db.server";
import type { SessionWithUser } from "~/domain/accounts/sessions.server";
import type { Owned } from "~/domain/ownership";
import { ownChild } from "./children.server";
import { type ChildChoice, type ForWhom, selectedChildOf } from "./selection";

/** Whose progress it is: the selected child, or the parent when they have no child. */
export interface Player {
  userId: string;
  childId: string | null;
}

/** The player with what a page says about them ("For: Leyla") and the children to switch between. */
export interface SelectedPlayer extends Player {
  childName: string | null;
  childBirthDate: string | null;
  children: ChildChoice[];
}

/**
 * Whose game, homework, course exercise or dashboard this is. Every reader and writer of
 * progress goes through here, so they all agree: the parent's selected child (kept on the
 * parent's row, so it survives signing out and in), else the only or the youngest child, and
 * the parent themself only when they have no children. The children are read by the parent's
 * id, so a stored id of someone else's child is never used.
 */
export async function playerOf(db: DB, session: Pick<SessionWithUser, "user">): Promise<SelectedPlayer> {
  const userId = session.user.id;
  const rows = await db
    .selectFrom("children")
    .select(["id", "first_name", "birth_date"])
    .where("user_id", "=", userId)
    .orderBy("birth_date")
    .orderBy("created_at")
    .execute();
  const children = rows.map((row) => ({ id: row.id, name: row.first_name, birthDate: row.birth_date }));
  const child = selectedChildOf(children, session.user.selected_child_id);
  return { userId, childId: child?.id ?? null, childName: child?.name ?? null, childBirthDate: child?.birthDate ?? null, children };
}

/** Keeps the parent's choice of child for every page and every later sign-in; someone else's child is not chosen. */
export async function chooseChild(db: DB, userId: string, childId: string): Promise<Owned<ChildChoice>> {
  const owned = await ownChild(db, userId, childId);
  if (!owned.ok) return owned;
  const child = owned.value;
  await db.updateTable("users").set({ selected_child_id: child.id }).where("id", "=", userId).execute();
  return { ok: true, value: { id: child.id, name: child.firstName, birthDate: child.birthDate } };
}

export function forWhomOf(player: SelectedPlayer): ForWhom {
  return { childId: player.childId, childName: player.childName, children: player.children.map(({ id, name }) => ({ id, name })) };
}
