import { describe, expect, it } from "vitest";
import { processorsOf } from "./installation";

describe("the processors an installation names", () => {
  it("names the mail server's host without its credentials, Epoint only with real keys, Google only when configured", () => {
    expect(
      processorsOf({ SMTP_URL: "smtp://user:secret@mail.example.az:587", paymentsMode: "epoint", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }),
    ).toEqual({
      mailHost: "mail.example.az",
      payments: "epoint",
      google: true,
    });
    expect(processorsOf({ paymentsMode: "simulator" })).toEqual({ mailHost: null, payments: "simulator", google: false });
    expect(processorsOf({ SMTP_URL: "not a url", paymentsMode: "disabled", GOOGLE_CLIENT_ID: "id" })).toEqual({
      mailHost: null,
      payments: "disabled",
      google: false,
    });
  });
});
