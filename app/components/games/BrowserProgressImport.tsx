import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { browserProgressToImport, clearBrowserProgress } from "~/games/shell/browser-progress";

/**
 * For a signed-in parent: copies game progress made as a visitor in this browser to the
 * account, once (the spec's migration rule runs on the server), then forgets the browser's copy.
 * Renders nothing.
 */
export function BrowserProgressImport() {
  const fetcher = useFetcher<{ imported: boolean }>();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    const entries = browserProgressToImport();
    if (!entries) return;
    sent.current = true;
    void fetcher.submit({ progress: JSON.stringify(entries) }, { method: "post", action: "/games/progress" });
  }, [fetcher]);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.imported) clearBrowserProgress();
  }, [fetcher.state, fetcher.data]);

  return null;
}
