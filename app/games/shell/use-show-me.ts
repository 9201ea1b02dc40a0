import { useEffect, useRef } from "react";
import type { BoardProps } from "../board";

/**
 * Hands the shell the level's first move once it is on screen: `target` is the ref for the
 * right answer (or the piece to carry), `to` the ref for where it goes (drag games). The shell
 * shows it once per play; this asks only once per board, when `ready` first holds and the
 * target is rendered.
 */
export function useShowMe(showMe: BoardProps["showMe"] | undefined, ready = true) {
  const target = useRef<Element | null>(null);
  const to = useRef<Element | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !ready || !showMe || !target.current) return;
    asked.current = true;
    showMe(target.current, to.current ?? undefined);
  });
  return {
    target: (node: Element | null) => {
      if (node) target.current = node;
    },
    to: (node: Element | null) => {
      if (node) to.current = node;
    },
  };
}
