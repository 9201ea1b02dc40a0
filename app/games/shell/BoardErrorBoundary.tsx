import { Component, type ReactNode } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="game-loading" role="alert">
      <p>{t("games.loadFailed")}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t("games.retryLoad")}
      </button>
    </div>
  );
}

/** A board chunk that fails to download (a dropped connection) offers a retry instead of a blank page. */
export class BoardErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <LoadFailed onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
