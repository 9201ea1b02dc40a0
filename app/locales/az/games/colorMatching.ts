/** Azerbaijani strings of one game (games.colorMatching), loaded with its page (ADR 005). */
export default {
  title: "Rəngləri tap",
  goal: "Əsas rəngləri tapır və adlandırır.",
  howTo: "Yuxarıda rəngli bir əşya görünür (şar, top, çubuqlu konfet, boya qabı, yun yumağı: hər səviyyənin öz yeri və əşyaları var), uşağınız isə aşağıda eyni rəngli əşyaya toxunur. 4-cü səviyyədən başlayaraq oyun rəngin adını deyir və onu boya ləkəsi kimi göstərir. Hər səviyyədə beş raund var; ilk cəhddə verilən düzgün cavab ən çox xal qazandırır.",
  findThis: "Bu rəngi tap",
  whereIs: "Hanı {{color}} rəng?",
  optionsLabel: "Seçmək üçün rənglər",
  colors: {
    red: "qırmızı",
    blue: "göy",
    yellow: "sarı",
    green: "yaşıl",
    orange: "narıncı",
    purple: "bənövşəyi",
    pink: "çəhrayı",
    brown: "qəhvəyi",
    black: "qara",
    grey: "boz",
  },
} as const;
