import { type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/infrastructure/i18n/context";
import { PARENT_HOLD_MS, pressAndHold } from "../play-rules";
import { CloseIcon, HandIcon, HeartIcon, ParentIcon, SpeakerIcon } from "./play-icons";

/** Where the demonstrating hand starts, and how far it carries (0, 0 for a tap), in px within the layer. */
export interface DemoHand {
  x: number;
  y: number;
  dx: number;
  dy: number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The screen as the game while a child plays: a layer over the whole viewport with the rest of
 * the page inert, so no tap finds the site's header, footer or menu. The browser's back button
 * closes it (an entry is pushed when it opens); otherwise only the parent's press-and-hold opens
 * the panel from which a parent leaves. Escape does nothing: a child's keyboard must not leave.
 */
export function PlayMode({
  title,
  children,
  onBack,
  onSpeak,
  rounds,
  lives,
  timer,
  hand,
  onFirstTouch,
  panelOpen,
  onPanel,
  panel,
  guide,
}: {
  title: string;
  children: ReactNode;
  /** The browser's back button was used: play mode closes. */
  onBack: () => void;
  /** The speaker button, while there is something to say again. */
  onSpeak: (() => void) | null;
  rounds: { done: number; total: number } | null;
  lives: number | null;
  timer: { left: number; limit: number } | null;
  hand: DemoHand | null;
  onFirstTouch: () => void;
  panelOpen: boolean;
  onPanel: (open: boolean) => void;
  panel: ReactNode;
  /** Kirpi, the guide, drawn on the ground in the bottom corner: never over a target, never a button. */
  guide: ReactNode;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const onBackNow = useRef(onBack);
  useEffect(() => {
    onBackNow.current = onBack;
  }, [onBack]);

  // One history entry for play mode: the back button leaves it, back to the page's level list.
  useEffect(() => {
    // Pushed once, even when React runs this effect twice in development.
    if (!(window.history.state as { playMode?: boolean } | null)?.playMode) window.history.pushState({ playMode: true }, "");
    const back = () => onBackNow.current();
    window.addEventListener("popstate", back);
    return () => window.removeEventListener("popstate", back);
  }, []);

  // Nothing else on the page can be touched, focused or read while the child plays.
  useEffect(() => {
    const layer = root.current;
    if (!layer) return;
    const others = [...document.body.children].filter(
      (element): element is HTMLElement => element !== layer && element instanceof HTMLElement && !element.inert,
    );
    for (const element of others) element.inert = true;
    document.documentElement.classList.add("game-playing");
    layer.focus({ preventScroll: true });
    return () => {
      for (const element of others) element.inert = false;
      document.documentElement.classList.remove("game-playing");
    };
  }, []);

  // Tab goes round inside play mode (inside the panel while it is open).
  useEffect(() => {
    const layer = root.current;
    if (!layer) return;
    function trapFocus(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        return;
      }
      if (event.key !== "Tab" || !layer) return;
      const scope = layer.querySelector<HTMLElement>(".play-parent-panel") ?? layer;
      const focusable = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest("[inert]"));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !scope.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !scope.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    layer.addEventListener("keydown", trapFocus);
    return () => layer.removeEventListener("keydown", trapFocus);
  }, []);

  return createPortal(
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a layer that is always open, whose name the tests and boards share; <dialog> would bring its own Escape and top layer
    <div ref={root} className="play-mode" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1}>
      <div className="play-bar" inert={panelOpen}>
        {onSpeak ? (
          <button type="button" className="play-speaker" aria-label={t("games.play.speaker")} onClick={onSpeak}>
            <SpeakerIcon />
          </button>
        ) : (
          <span className="play-speaker-space" />
        )}
        {rounds && rounds.total > 0 ? (
          <ol className="play-steps" aria-label={t("games.play.progress")}>
            {Array.from({ length: rounds.total }, (_, index) => (
              <li key={index} className={index < rounds.done ? "is-done" : undefined} />
            ))}
          </ol>
        ) : (
          <span className="play-steps-space" />
        )}
        {lives !== null ? (
          <p className="play-lives">
            <span className="visually-hidden">{t("games.play.lives", { count: lives })}</span>
            {Array.from({ length: lives }, (_, index) => (
              <HeartIcon key={index} />
            ))}
          </p>
        ) : null}
        <ParentButton onHeld={() => onPanel(true)} />
      </div>
      {timer ? (
        // A picture for the child; the parent's panel writes the time left.
        <div className="play-timer" aria-hidden="true">
          <span style={{ transform: `scaleX(${timer.limit > 0 ? timer.left / timer.limit : 0})` }} />
        </div>
      ) : null}
      <div className="play-stage" inert={panelOpen} onPointerDownCapture={onFirstTouch}>
        {children}
      </div>
      <div className="play-guide">{guide}</div>
      {hand ? (
        <span
          className={hand.dx || hand.dy ? "play-demo-hand is-carrying" : "play-demo-hand"}
          style={{ left: `${hand.x}px`, top: `${hand.y}px`, "--play-hand-dx": `${hand.dx}px`, "--play-hand-dy": `${hand.dy}px` } as React.CSSProperties}
        >
          <HandIcon />
        </span>
      ) : null}
      {panelOpen ? (
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- shown and hidden by React inside the play-mode layer; <dialog> would bring its own Escape
        <div className="play-parent-panel" role="dialog" aria-modal="true" aria-labelledby="play-parent-title">
          <div className="play-parent-head">
            <h2 id="play-parent-title">{t("games.play.panelTitle")}</h2>
            <button type="button" className="play-parent-close" aria-label={t("games.play.close")} onClick={() => onPanel(false)} autoFocus>
              <CloseIcon />
            </button>
          </div>
          {panel}
          <p>
            <button type="button" className="button button-primary" onClick={() => onPanel(false)}>
              {t("games.play.close")}
            </button>
          </p>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}

/** The small button only a grown-up opens: held for two seconds, with a ring drawn meanwhile. */
function ParentButton({ onHeld }: { onHeld: () => void }) {
  const { t } = useTranslation();
  const [holding, setHolding] = useState(false);
  const [hint, setHint] = useState(false);
  const onHeldNow = useRef(onHeld);
  useEffect(() => {
    onHeldNow.current = onHeld;
  }, [onHeld]);
  const gesture = useRef<ReturnType<typeof pressAndHold> | null>(null);
  function hold() {
    gesture.current ??= pressAndHold({
      ms: PARENT_HOLD_MS,
      onHeld: () => {
        setHolding(false);
        setHint(false);
        onHeldNow.current();
      },
      onShort: () => {
        setHolding(false);
        setHint(true);
      },
    });
    return gesture.current;
  }
  // A press still running when the button goes away never opens the panel afterwards.
  useEffect(() => () => gesture.current?.up(), []);
  useEffect(() => {
    if (!hint) return;
    const timer = window.setTimeout(() => setHint(false), 3000);
    return () => window.clearTimeout(timer);
  }, [hint]);

  function press() {
    setHolding(true);
    hold().down();
  }
  function release() {
    setHolding(false);
    hold().up();
  }

  return (
    <span className="play-parent-wrap">
      <button
        type="button"
        className="play-parent"
        aria-label={t("games.play.parentButton")}
        aria-describedby={hint ? "play-parent-hint" : undefined}
        onPointerDown={(event) => {
          if (event.button === 0) press();
        }}
        onPointerUp={release}
        onPointerLeave={release}
        onPointerCancel={release}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if ((event.key === "Enter" || event.key === " ") && !event.repeat) press();
          if (event.key === "Enter" || event.key === " ") event.preventDefault();
        }}
        onKeyUp={(event) => {
          if (event.key === "Enter" || event.key === " ") release();
        }}
        onBlur={release}
      >
        <ParentIcon />
        {holding ? <span className="play-parent-ring" aria-hidden="true" /> : null}
      </button>
      {hint ? (
        <output id="play-parent-hint" className="play-parent-hint">
          {t("games.play.parentHint")}
        </output>
      ) : null}
    </span>
  );
}
