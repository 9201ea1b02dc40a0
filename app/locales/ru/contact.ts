/** Russian strings: the "contact" namespace (same keys as en). */
export default {
  title: "Связаться с нами",
  intro: "Есть вопрос, идея или проблема? Напишите нам — мы ответим по электронной почте.",
  nameLabel: "Ваше имя",
  emailLabel: "Электронная почта",
  emailHint: "Мы используем её только для ответа вам.",
  messageLabel: "Сообщение",
  messageHint_one: "Не более {{count}} символа.",
  messageHint_few: "Не более {{count}} символов.",
  messageHint_many: "Не более {{count}} символов.",
  messageHint_other: "Не более {{count}} символа.",
  submit: "Отправить",
  sending: "Отправка…",
} as const;
