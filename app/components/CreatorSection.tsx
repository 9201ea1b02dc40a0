import type { Creator } from "~/domain/trust/installation";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";

/**
 * Who writes the content (home and About). A named creator, with credentials and photo, comes
 * only from configuration; without one, the section describes how the content was written and
 * reviewed. No invented person.
 */
export function CreatorText({ creator }: { creator: Creator | null }) {
  const { t } = useTranslation();
  if (!creator) return <p>{t("about.creator.process", { brand: BRAND_NAME })}</p>;
  return (
    <div className="creator-profile">
      {creator.photoUrl ? <img src={creator.photoUrl} alt={creator.name} width={96} height={96} loading="lazy" className="creator-photo" /> : null}
      <div>
        <p>
          <strong>{creator.name}</strong>
          {creator.credentials ? <span className="creator-credentials">{` — ${creator.credentials}`}</span> : null}
        </p>
        <p>{t("about.creator.named", { brand: BRAND_NAME, name: creator.name })}</p>
      </div>
    </div>
  );
}
