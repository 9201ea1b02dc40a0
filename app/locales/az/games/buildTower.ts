/** Azerbaijani strings of the build-tower game (games.buildTower). */
export default {
  title: "Qüllə tik",
  goal: "Ölçüləri müqayisə etməyi və əşyaları böyükdən kiçiyə doğru sıralamağı öyrədir.",
  howTo: "Ekranda müxtəlif enli bloklar səpələnib. Uşaq əvvəlcə ən böyük bloku, sonra qalanların ən böyüyünü qülləyə sürüşdürərək (və ya ona toxunaraq) qüllə tikir; səhv blok yellənir, tapşırıq yenidən səslənir və qüllə gözləyir. Səviyyələr 3 blokdan 7 bloka qədər böyüyür, ölçülər getdikcə bir-birinə yaxınlaşır, 5-ci səviyyədə isə rəng artıq ipucu vermir. İlk cəhddə düzgün qoyulan hər blok 10 xal qazandırır, hər səhv blok 5 xal aparır (eyni səhv bloka təkrar toxunmaq əlavə xal aparmır).",
  prompt: "Qüllə tik: ən böyük blokdan başla!",
  blockLabel: "Blok, eni {{width}}",
  pileLabel: "Qüllə üçün bloklar",
  towerLabel: "Sənin qüllən",
  wrongBlock: "Bu deyil: qalanların ən böyüyünü tap.",
  towerReady: "Nə gözəl qüllə! Əhsən!",
} as const;
