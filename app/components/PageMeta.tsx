/**
 * A page's title and description. React hoists these into <head>, so every page states its
 * own in the current language.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
