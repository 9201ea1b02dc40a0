/**
 * The one script of a game's page (ADR 035): hydrates the play area the server rendered
 * (GameIsland.tsx) with the props it wrote beside it. The rest of the page stays the server's
 * HTML; React Router's client runtime is not loaded, so every link is a full page load.
 */
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { GAME_ISLAND_ID, GAME_ISLAND_PROPS_ID, GameIslandRoot, type GameIslandProps } from "./GameIslandRoot";

const island = document.getElementById(GAME_ISLAND_ID);
const json = document.getElementById(GAME_ISLAND_PROPS_ID)?.textContent;
if (island && json) hydrateRoot(island, createElement(GameIslandRoot, JSON.parse(json) as GameIslandProps));
