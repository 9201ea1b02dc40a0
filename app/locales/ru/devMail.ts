/** Russian strings: the "devMail" namespace (same keys as en). */
export default {
  title: "Исходящие письма (разработка)",
  intro: "Письма сохраняются здесь, потому что SMTP-сервер не настроен. На публичном сайте эта страница никогда не доступна.",
  empty: "Писем пока нет.",
  to: "Кому",
  sent: "Создано",
} as const;
