/** English strings: the "contact" namespace. */
export default {
  title: "Contact us",
  intro: "Have a question, an idea or a problem? Write to us and we will reply by email.",
  nameLabel: "Your name",
  emailLabel: "Email",
  emailHint: "We will only use it to reply to you.",
  messageLabel: "Message",
  messageHint_one: "At most {{count}} character.",
  messageHint_other: "At most {{count}} characters.",
  submit: "Send message",
  sending: "Sending…",
} as const;
