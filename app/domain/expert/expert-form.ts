import { z } from "zod";
import { multiLineTextField } from "~/lib/plain-text";
import { validationMessage } from "~/lib/validation";
import { ANSWER_MAX, ANSWER_MIN, QUESTION_MAX, QUESTION_MIN } from "./expert-limits";

/** A parent's question; the latest results go with it only when the box is ticked. */
export const QuestionFormSchema = z.object({
  question: multiLineTextField({ error: validationMessage("validation.required") })
    .min(1, validationMessage("validation.required"))
    .min(QUESTION_MIN, validationMessage("validation.tooShort", QUESTION_MIN))
    .max(QUESTION_MAX, validationMessage("validation.tooLong", QUESTION_MAX)),
  attachResults: z.literal("on").optional(),
});
export type QuestionForm = z.output<typeof QuestionFormSchema>;

/** The expert's answer. */
export const AnswerFormSchema = z.object({
  answer: multiLineTextField({ error: validationMessage("validation.required") })
    .min(1, validationMessage("validation.required"))
    .min(ANSWER_MIN, validationMessage("validation.tooShort", ANSWER_MIN))
    .max(ANSWER_MAX, validationMessage("validation.tooLong", ANSWER_MAX)),
});
export type AnswerForm = z.output<typeof AnswerFormSchema>;
