import { type FieldMetadata, getFieldsetProps } from "@conform-to/react";
import { FieldErrors } from "~/components/forms/Field";

/**
 * One question of a questionnaire: the text as the legend of a group of radio buttons, the
 * saved answer checked, and the server's "choose an answer" error tied to the group when it is
 * missing. The free assessment and the autism screening both use it.
 */
export function ChoiceQuestion(props: {
  /** The question's field in its page's form: its name is the item's id. */
  meta: FieldMetadata<string>;
  number: number;
  text: string;
  /** Read after the text by screen readers only (e.g. "How often does this happen?"). */
  hiddenPrompt?: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  answer: string | null;
  optionsClassName?: string;
}) {
  const { meta } = props;
  return (
    <fieldset {...getFieldsetProps(meta)} className={meta.errors?.length ? "question question-invalid" : "question"}>
      <legend>
        <span className="question-number">{props.number}.</span> {props.text}
        {props.hiddenPrompt ? <span className="visually-hidden"> — {props.hiddenPrompt}</span> : null}
      </legend>
      <div className={props.optionsClassName ? `answer-options ${props.optionsClassName}` : "answer-options"}>
        {props.choices.map((choice) => (
          <label key={choice.value} className="answer-option">
            <input type="radio" name={meta.name} value={choice.value} defaultChecked={props.answer === choice.value} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** Where the parent is in a questionnaire: the step and the answered count, with a progress bar. */
export function QuestionnaireProgress(props: { stepText: string; answeredText: string; answered: number; total: number }) {
  return (
    <div className="assessment-progress">
      <p id="progress-label">
        {props.stepText}
        <span className="fine-print"> · {props.answeredText}</span>
      </p>
      <progress max={props.total} value={props.answered} aria-labelledby="progress-label">
        {props.answered}/{props.total}
      </progress>
    </div>
  );
}
