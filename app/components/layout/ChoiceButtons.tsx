import type { ReactNode } from "react";

export interface Choice {
  value: string;
  label: ReactNode;
  lang?: string;
}

/**
 * A labelled row of submit buttons, one per choice, the current one pressed: the language
 * and theme switchers. Each button submits its own value, so the form needs no JavaScript.
 */
export function ChoiceButtons({
  name,
  legend,
  legendHidden = false,
  choices,
  current,
}: {
  name: string;
  legend: string;
  legendHidden?: boolean;
  choices: ReadonlyArray<Choice>;
  current: string;
}) {
  return (
    <fieldset>
      <legend className={legendHidden ? "visually-hidden" : "switcher-label"}>{legend}</legend>
      <div className="segmented">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="submit"
            name={name}
            value={choice.value}
            lang={choice.lang}
            aria-pressed={choice.value === current}
            className="segmented-option"
          >
            {choice.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
