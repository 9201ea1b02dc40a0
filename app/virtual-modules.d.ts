/** The address of the game page's island module (vite.config.ts, ADR 035). */
declare module "virtual:game-island-entry" {
  const address: string;
  export default address;
}
