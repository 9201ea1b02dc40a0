/**
 * The installed app's colours (the web app manifest, the icons): the light theme's tokens of
 * app/styles/app.css, `--color-brand` and `--color-bg`, copied here because the stylesheet is
 * not readable at run time; a unit test keeps them equal.
 */
export const BRAND_COLOURS = { theme: "#2f7d6d", background: "#fffdf8" } as const;
