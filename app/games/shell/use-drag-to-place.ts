import { type MouseEvent, type PointerEvent, useRef, useState } from "react";

/** A press that moves less than this is a tap (select, then place), not a drag. */
const DRAG_THRESHOLD_PX = 10;

/** The piece being dragged and how far it has moved from where it was picked up. */
export interface DragState {
  piece: number;
  dx: number;
  dy: number;
}

/**
 * Pointer dragging for the put-X-into-Y games (jigsaw, shape-matching, stack-rings,
 * build-tower), on top of their tap-tap and keyboard play: a piece pressed and moved follows
 * the finger or mouse, and let go over a place it is put there (`onDrop`); let go anywhere else
 * it goes back. A press that hardly moves stays a tap. The board's play area (its pieces and
 * places, not the page around it) needs `touch-action: none`, so a finger drags instead of
 * scrolling the page.
 *
 * - `pieceProps(piece)`: the pointer handlers for a piece's button;
 * - `placeRef(place)`: the ref for a place's element, so a drop can find it;
 * - `ignoreClick(event)`: true for the click the browser sends after a drag (not a tap);
 * - `drag`: the piece being dragged now, to draw it where the pointer is.
 */
export function useDragToPlace(onDrop: (piece: number, place: number) => void, enabled: () => boolean) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const pressed = useRef<{ piece: number; pointerId: number; x: number; y: number; moved: boolean } | null>(null);
  const places = useRef(new Map<number, Element>());
  const justDragged = useRef(false);
  // A touch that lifted without moving already clicked its piece (below): the browser's own click, if one follows, is the same tap.
  const tapClicked = useRef(false);

  function placeUnder(x: number, y: number): number | null {
    for (const element of document.elementsFromPoint(x, y)) {
      for (const [place, node] of places.current) if (node === element || node.contains(element)) return place;
    }
    return null;
  }

  function release() {
    pressed.current = null;
    setDrag(null);
  }

  function pieceProps(piece: number) {
    return {
      // Marks a piece a finger can drag (styles and tests find the draggable pieces by it).
      "data-drag-piece": "",
      onPointerDown(event: PointerEvent<HTMLElement>) {
        justDragged.current = false;
        tapClicked.current = false;
        if (!enabled() || !event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
        pressed.current = { piece, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // the pointer is already gone: then it is a tap
        }
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const press = pressed.current;
        if (!press || press.pointerId !== event.pointerId) return;
        const dx = event.clientX - press.x;
        const dy = event.clientY - press.y;
        if (!press.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        press.moved = true;
        setDrag({ piece, dx, dy });
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const press = pressed.current;
        if (!press || press.pointerId !== event.pointerId) return;
        release();
        if (!press.moved) {
          // After a quick drag or swipe, Chrome on Android can drop the click of the next touch
          // (its pointer events arrive, the click never does), and a small child's tap would be
          // lost: a touch that lifts where it pressed is a tap, clicked here.
          if (event.pointerType !== "mouse") {
            tapClicked.current = true;
            event.currentTarget.click();
          }
          return;
        }
        justDragged.current = true;
        const place = enabled() ? placeUnder(event.clientX, event.clientY) : null;
        if (place !== null) onDrop(piece, place);
      },
      onPointerCancel: release,
      onLostPointerCapture(event: PointerEvent<HTMLElement>) {
        if (pressed.current?.pointerId === event.pointerId && !pressed.current.moved) pressed.current = null;
      },
    };
  }

  function placeRef(place: number) {
    return (node: Element | null) => {
      if (node) places.current.set(place, node);
      else places.current.delete(place);
    };
  }

  /** Whether a click on a piece is the one that ends a drag (a keyboard click never is). */
  function ignoreClick(event: MouseEvent<HTMLElement>): boolean {
    // The browser's click after a tap already clicked on lift (detail 0 is ours, or a keyboard's).
    if (tapClicked.current && event.detail !== 0) {
      tapClicked.current = false;
      return true;
    }
    if (!justDragged.current) return false;
    justDragged.current = false;
    return event.detail !== 0;
  }

  return { drag, pieceProps, placeRef, ignoreClick };
}
