/**
 * Two tones for a toy drawn in the picture world's style (docs/art-style.md §3): the paint, and
 * one darker shade of it for the side away from the light. Shared by the toy games (rings,
 * blocks, beads) so their toys are shaded alike.
 */
export function toyShade(hex: string, amount = 0.28): string {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, "0")).join("")}`;
}
