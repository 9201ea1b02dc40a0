import "./toy-flight.css";

/**
 * A toy put in its place travels there (docs/art-style.md §5: the thing goes where it belongs,
 * 300-500 ms, ease-out): the element just drawn in its place starts where the child took it
 * from (`from`, the taken thing's box on screen) and slides home. Transform only; nothing moves
 * under `prefers-reduced-motion: reduce`.
 */
export function flyHome(node: Element | null, from: DOMRect | undefined) {
  if (!(node instanceof HTMLElement) || !from || from.width === 0) return;
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  const to = node.getBoundingClientRect();
  if (to.width === 0) return;
  node.style.setProperty("--toy-flight-x", `${from.left + from.width / 2 - (to.left + to.width / 2)}px`);
  node.style.setProperty("--toy-flight-y", `${from.top + from.height / 2 - (to.top + to.height / 2)}px`);
  node.style.animation = "toy-flight 0.45s ease-out";
}
