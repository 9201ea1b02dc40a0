import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * After a client-side navigation the Refresh header of the first document does not apply:
 * with scripts, the same timing is kept by a timer.
 */
export function useScriptedRefresh(refresh: { seconds: number; to: string } | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const clientSide = location.key !== "default";
  useEffect(() => {
    if (!refresh || !clientSide) return undefined;
    const timer = setTimeout(() => void navigate(refresh.to, { replace: true }), refresh.seconds * 1000);
    return () => clearTimeout(timer);
  }, [refresh, clientSide, navigate]);
}
