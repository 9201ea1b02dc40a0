import { useTranslation } from "~/infrastructure/i18n/context";
import { type ShownToast, TOAST_DURATION_MS, visibleToasts } from "~/infrastructure/toast";

/**
 * Flash messages, top-centre. A CSS animation hides each one after 1500 ms, so they
 * disappear without JavaScript too. The region is a polite live region.
 */
export function Toasts({ toasts }: { toasts: ReadonlyArray<ShownToast> }) {
  const { t } = useTranslation();
  return (
    <section className="toasts" aria-label={t("toast.regionLabel")} style={{ "--toast-duration": `${TOAST_DURATION_MS}ms` } as React.CSSProperties}>
      {visibleToasts(toasts).map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
          {toast.text}
        </div>
      ))}
    </section>
  );
}
