/**
 * The phone menu's closing (app/components/layout/MobileDrawer.tsx): a native <details>, which
 * opens and closes with its own toggle without scripts. With scripts it also closes on Escape
 * (the focus goes back to its toggle), on a tap outside it and when a link in it is followed.
 * Used by React's effect on a hydrated page and by app/enhance/standalone-page.ts on a page
 * sent without React (ADR 024). Marks the element `data-enhanced` while the handlers are on, so
 * a test (or a style) can tell. Returns what removes them.
 */
export function closeDrawerWithScripts(drawer: HTMLDetailsElement): () => void {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && drawer.open) {
      drawer.open = false;
      drawer.querySelector("summary")?.focus();
    }
  }
  function onClick(event: MouseEvent) {
    if (!drawer.open || !(event.target instanceof Element)) return;
    const outside = !drawer.contains(event.target);
    const followedLink = event.target.closest(".drawer-panel a") !== null;
    if (outside || followedLink) drawer.open = false;
  }
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("click", onClick);
  drawer.dataset.enhanced = "true";
  return () => {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("click", onClick);
    delete drawer.dataset.enhanced;
  };
}
