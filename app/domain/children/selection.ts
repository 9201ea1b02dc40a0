/** A child as a switcher lists them. */
export interface ChildChoice {
  id: string;
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

/**
 * Whose progress the product shows and records, for a parent with these children: the child
 * chosen last while it is still theirs, else the only or the youngest child (the latest birth
 * date; of twins, the one added first), and no child only when the parent has none.
 */
export function selectedChildOf<T extends ChildChoice>(children: readonly T[], chosenId: string | null): T | null {
  const chosen = chosenId === null ? undefined : children.find((child) => child.id === chosenId);
  if (chosen) return chosen;
  let youngest: T | null = null;
  for (const child of children) if (youngest === null || child.birthDate > youngest.birthDate) youngest = child;
  return youngest;
}

/** What a page shows of whose progress it is, and the switcher's choices (none for a parent without children). */
export interface ForWhom {
  childId: string | null;
  childName: string | null;
  children: Array<{ id: string; name: string }>;
}
