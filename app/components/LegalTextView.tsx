import type { LegalText } from "~/content/legal/types";

/** A legal text: summary, then sections; paragraphs starting with "• " become list items. */
export function LegalTextView({ text }: { text: LegalText }) {
  return (
    <>
      <p className="lead">{text.summary}</p>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {groupParagraphs(section.paragraphs).map((group) =>
            Array.isArray(group) ? (
              <ul key={group[0]}>
                {group.map((item) => (
                  <li key={item}>{item.slice(2)}</li>
                ))}
              </ul>
            ) : (
              <p key={group}>{group}</p>
            ),
          )}
        </section>
      ))}
    </>
  );
}

/** Consecutive "• " paragraphs become one list. */
function groupParagraphs(paragraphs: ReadonlyArray<string>): Array<string | string[]> {
  const groups: Array<string | string[]> = [];
  for (const paragraph of paragraphs) {
    const last = groups.at(-1);
    if (paragraph.startsWith("• ")) {
      if (Array.isArray(last)) last.push(paragraph);
      else groups.push([paragraph]);
    } else groups.push(paragraph);
  }
  return groups;
}
