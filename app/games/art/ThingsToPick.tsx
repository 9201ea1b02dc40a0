import type { ReactNode } from "react";
import { Scene, type SceneName } from "./Scene";
import "./things-to-pick.css";

/**
 * A pick-the-right-one board (the shell's ChoiceBoard, as `children`) inside a scene, its
 * `options` things drawn big in the picture (things-to-pick.css). The prompt's picture takes
 * the class `things-to-pick-model`, an answer's picture `things-to-pick-thing`.
 */
export function ThingsToPick({ scene, options, className, children }: { scene: SceneName; options: number; className: string; children: ReactNode }) {
  return (
    <Scene name={scene} className={className}>
      <div className={`things-to-pick things-to-pick-${options}`}>{children}</div>
    </Scene>
  );
}
