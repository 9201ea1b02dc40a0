/** The product's name; the same in every language. "Balaca" is Azerbaijani for "little one". */
export const BRAND_NAME = "Balaca";
