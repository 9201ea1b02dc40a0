import islandEntry from "virtual:game-island-entry";
import { GAME_ISLAND_ID, GAME_ISLAND_PROPS_ID, GameIslandRoot, type GameIslandProps } from "./GameIslandRoot";
import { jsonForScript, useRenderToString } from "~/infrastructure/island";
import { useNonce, useSendsStandaloneScripts } from "~/infrastructure/nonce";

/** In development the island's modules need React Refresh's preamble, which React Router's scripts would have set. */
const DEV_PREAMBLE = "/@id/__x00__virtual:react-router/inject-hmr-runtime";

/**
 * A game's play area on its page (ADR 035): the server's HTML of the island, rendered as a tree
 * of its own, its props as JSON, and the module that hydrates it with the response's nonce. A
 * browser that asks to save data gets the HTML only (the page says games need scripts).
 */
export function GameIsland(props: GameIslandProps) {
  const render = useRenderToString();
  const nonce = useNonce();
  const scripts = useSendsStandaloneScripts();
  const root = <GameIslandRoot {...props} />;
  return (
    <>
      {render ? <div id={GAME_ISLAND_ID} dangerouslySetInnerHTML={{ __html: render(root) }} /> : <div id={GAME_ISLAND_ID}>{root}</div>}
      {scripts ? (
        <>
          {/* Data, never run; it carries the nonce like every script element of the page, so no
              rule has an exception to keep. */}
          <script type="application/json" id={GAME_ISLAND_PROPS_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
          {import.meta.env.DEV ? <script type="module" src={DEV_PREAMBLE} nonce={nonce} /> : null}
          <script type="module" src={islandEntry} nonce={nonce} />
        </>
      ) : null}
    </>
  );
}
