/** English strings: the "devMail" namespace. */
export default {
  title: "Mail outbox (development)",
  intro: "Mail is kept here because no SMTP server is configured. This page is never available on a public site.",
  empty: "No mail yet.",
  to: "To",
  sent: "Written",
} as const;
