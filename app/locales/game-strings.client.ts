import { type StringsModule, addStringChunks } from "./load.client";

/**
 * Each game's own texts, the namespaces "games/<section>" (<language>/games/<section>.ts): made
 * known to the strings loader by the modules of the game pages, which import this file, before
 * their page renders. Only game pages carry this list of chunks (issue 22).
 */
addStringChunks(import.meta.glob<StringsModule>(["./*/games/*.ts", "!./*/games/index.ts"]));
