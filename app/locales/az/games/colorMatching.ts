/** Azerbaijani strings of one game (games.colorMatching), loaded with its page (ADR 005). */
export default {
  title: "Rəngləri tap",
  goal: "Əsas rəngləri tapır və adlandırır.",
  howTo: "Yuxarıda bir rəng görünür, uşağınız isə aşağıda eyni rəngə toxunur. 4-cü səviyyədən başlayaraq oyun rəngin adını deyir və onu dairə yox, boya ləkəsi kimi göstərir. Hər səviyyədə beş raund var; ilk cəhddə verilən düzgün cavab ən çox xal qazandırır.",
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
