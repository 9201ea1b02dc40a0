import type { ShapeName } from "../shape-recognition/logic";

/** Outlines in a 100 × 100 box, drawn as inline SVG (no image files). */
const PATHS: Record<ShapeName, string> = {
  circle: "M50 10a40 40 0 1 0 0.01 0Z",
  square: "M15 15h70v70H15Z",
  triangle: "M50 10L90 85H10Z",
  star: "M50 8l11.8 26.2 28.6 3.1-21.4 19.3 6 28.1L50 70.4 25 84.7l6-28.1L9.6 37.3l28.6-3.1Z",
  heart: "M50 86C20 64 8 48 8 32 8 19 18 10 30 10c9 0 16 5 20 12 4-7 11-12 20-12 12 0 22 9 22 22 0 16-12 32-42 54Z",
  rectangle: "M8 28h84v44H8Z",
  oval: "M50 22c24 0 42 12.5 42 28S74 78 50 78 8 65.5 8 50s18-28 42-28Z",
  diamond: "M50 6l38 44-38 44-38-44Z",
  pentagon: "M50 8l40 29-15 47H25L10 37Z",
  hexagon: "M28 12h44l22 38-22 38H28L6 50Z",
};

export function ShapeIcon({ shape, color, size = 72 }: { shape: ShapeName; color: string; size?: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[shape]} fill={color} stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}
