/** A picture of Fluent Emoji Flat, imported by name: `import cow from "fluent:cow"` (scripts/fluent-pictures.ts); a PictureData (./Picture.tsx). */
declare module "fluent:*" {
  const picture: { name: string; body: string; width: number; height: number };
  export default picture;
}
