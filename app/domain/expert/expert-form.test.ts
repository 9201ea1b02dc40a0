import { describe, expect, it } from "vitest";
import { AnswerFormSchema, QuestionFormSchema } from "./expert-form";

describe("the expert's forms", () => {
  it("keep line breaks in a question and an answer, refuse control characters, and check the lengths", () => {
    const question = "Salam!\nLeyla hələ iki söz birləşdirmir.\n\t1. Narahat olmalıyıq?";
    expect(QuestionFormSchema.safeParse({ question, attachResults: "on" })).toMatchObject({ success: true, data: { question, attachResults: "on" } });
    expect(QuestionFormSchema.safeParse({ question }).data?.attachResults).toBeUndefined();
    expect(QuestionFormSchema.safeParse({ question: `${question}\u0000` }).error?.issues.map((issue) => issue.message)).toEqual([
      "validation.controlCharacters",
    ]);
    expect(QuestionFormSchema.safeParse({ question: "  Salam  " }).error?.issues.map((issue) => issue.message)).toEqual(["validation.tooShort:10"]);
    expect(QuestionFormSchema.safeParse({ question: "x".repeat(2001) }).error?.issues.map((issue) => issue.message)).toEqual(["validation.tooLong:2000"]);
    expect(QuestionFormSchema.safeParse({ question, attachResults: "yes" }).success).toBe(false);
    expect(AnswerFormSchema.safeParse({ answer: "Hər gün birlikdə oxuyun.\r\nSağ olun." }).success).toBe(true);
    expect(AnswerFormSchema.safeParse({ answer: "Cavab\u202e tərs" }).error?.issues.map((issue) => issue.message)).toEqual(["validation.controlCharacters"]);
  });
});
