import type { ReactNode } from "react";
import { StandaloneScript } from "~/components/StandaloneScript";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { ParentIcon } from "~/games/shell/play-icons";
import { useTranslation } from "~/infrastructure/i18n/context";

/**
 * The bar of a child's screen (the picker, Kirpi's album): the child's own way (`children`), and
 * the parent's way out, a link a standalone script turns into a two-second hold (ADR 036).
 */
export function ChildScreenBar({ leaveHref, children }: { leaveHref: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="picker-bar">
        {children}
        <a href={leaveHref} className="play-parent" data-hold-to-leave aria-label={t("picker.leave")} aria-describedby="picker-leave-hint">
          <ParentIcon />
        </a>
        <output id="picker-leave-hint" className="play-parent-hint" hidden>
          {t("picker.leaveHint")}
        </output>
      </p>
      <StandaloneScript src={STANDALONE_SCRIPTS.holdToLeave} />
    </>
  );
}
