import type { KeyboardEvent, ReactNode, Ref } from "react";
import "./lined-up.css";

/** What became of a thing in the row: tapped wrongly, found (the answer), or set aside beside the answer. */
export type LinedUpState = "wrong" | "found" | "aside" | null;

/**
 * One thing standing in a row or a field of a scene (lined-up.css), a button to tap: the picture on a soft
 * shadow, stepping in when `step` changes (a new row), wobbling when wrong, popping and hopping
 * up when found, with a tick or a cross beside it. The board's own classes go in `className`,
 * with the shared motion of a move: `game-pop` on a right tap, `game-wobble` on a wrong one.
 */
export function LinedUpOption({
  className,
  label,
  state,
  disabled,
  step,
  buttonRef,
  onChoose,
  pressed,
  tabIndex,
  onKeyDown,
  onFocus,
  children,
}: {
  className: string;
  label: string;
  state: LinedUpState;
  disabled: boolean;
  /** Changes with each new row, so its things step in. */
  step: string | number;
  buttonRef?: Ref<HTMLButtonElement>;
  onChoose: () => void;
  /** For a field where each found thing stays marked (aria-pressed). */
  pressed?: boolean;
  /** For a grid moved in with the arrow keys (a roving tab stop). */
  tabIndex?: number;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus?: () => void;
  children: ReactNode;
}) {
  const stateClass = state ? ` is-${state}` : "";
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`lined-up-option ${className}${stateClass}`}
      aria-label={label}
      aria-disabled={disabled}
      aria-pressed={pressed}
      tabIndex={tabIndex}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onClick={onChoose}
    >
      <span key={step} className="lined-up-stand">
        {children}
      </span>
      {state === "wrong" || state === "found" ? (
        <span className="lined-up-mark" aria-hidden="true">
          {state === "wrong" ? "✗" : "✓"}
        </span>
      ) : null}
    </button>
  );
}
