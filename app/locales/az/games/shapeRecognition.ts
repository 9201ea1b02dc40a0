/** Azerbaijani strings of one game (games.shapeRecognition), loaded with its page (ADR 005). */
export default {
  title: "Fiqurları tap",
  goal: "Fiqurları konturuna görə ayırd edir və adlarını öyrənir.",
  howTo: "Yuxarıda bir fiqur görünür, uşağınız isə aşağıda eyni fiqura toxunur. 3-cü səviyyədən fiqurlar müxtəlif rənglərdə olur, ona görə yalnız kontur kömək edir; 4-cü səviyyədən isə oyun fiqurun adını deyir və onu boz rəngdə göstərir. Hər səviyyədə beş raund var.",
  findThis: "Bu fiquru tap",
  whereIs: "Hanı {{shape}}?",
  optionsLabel: "Seçmək üçün fiqurlar",
  shapes: {
    circle: "dairə",
    square: "kvadrat",
    triangle: "üçbucaq",
    star: "ulduz",
    heart: "ürək",
    rectangle: "düzbucaqlı",
    oval: "oval",
    diamond: "romb",
    pentagon: "beşbucaqlı",
    hexagon: "altıbucaqlı",
  },
} as const;
