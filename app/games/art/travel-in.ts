import "./travel-in.css";

/**
 * A thing that goes somewhere travels there (docs/art-style.md §5): the element drawn in its new
 * place starts where the child touched it (`start`, the touched thing's box measured at the tap, or a ref to it)
 * and glides home. Returns a ref for the element in its new place; with the class `art-travel-in`
 * it animates transform only, and not at all under `prefers-reduced-motion`.
 */
export function travelIn(start: DOMRect | null | { readonly current: DOMRect | null }) {
  return (element: HTMLElement | SVGElement | null) => {
    const from = start && "current" in start ? start.current : start;
    // Measured once: later renders would measure the element mid-flight.
    if (!element || !from || element.dataset.travelled) return;
    element.dataset.travelled = "1";
    const to = element.getBoundingClientRect();
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    element.style.setProperty("--travel-x", `${Math.round(dx)}px`);
    element.style.setProperty("--travel-y", `${Math.round(dy)}px`);
  };
}
