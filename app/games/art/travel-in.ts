import "./travel-in.css";

/**
 * A thing that goes somewhere travels there (docs/art-style.md §5): the element just drawn in its
 * new place starts where the child took it from (`from`, that thing's box on screen, measured at
 * the tap) and glides home. Transform only (the class `art-travel-in`), and not at all under
 * `prefers-reduced-motion`.
 */
export function travelFrom(element: HTMLElement | SVGElement | null, from: DOMRect | null | undefined) {
  if (!element || !from || from.width === 0) return;
  const to = element.getBoundingClientRect();
  if (to.width === 0) return;
  element.style.setProperty("--travel-x", `${Math.round(from.left + from.width / 2 - (to.left + to.width / 2))}px`);
  element.style.setProperty("--travel-y", `${Math.round(from.top + from.height / 2 - (to.top + to.height / 2))}px`);
  element.classList.add("art-travel-in");
}

/**
 * `travelFrom` as a ref, for an element rendered again while it travels: `start` is the box, or a
 * ref to it; the element is measured once (later renders would measure it mid-flight).
 */
export function travelIn(start: DOMRect | null | { readonly current: DOMRect | null }) {
  return (element: HTMLElement | SVGElement | null) => {
    if (!element || element.dataset.travelled) return;
    const from = start && "current" in start ? start.current : start;
    if (!from) return;
    element.dataset.travelled = "1";
    travelFrom(element, from);
  };
}
