/** Azerbaijani strings of the build-tower game (games.buildTower). */
export default {
  title: "Qüllə tik",
  goal: "Ölçüləri müqayisə etməyi və əşyaları böyükdən kiçiyə doğru sıralamağı öyrədir.",
  howTo: "Ekranda müxtəlif enli bloklar səpələnib. Uşaq əvvəlcə ən böyük bloka, sonra qalanların ən böyüyünə toxunaraq qüllə tikir. Səviyyələr 3 blokdan 7 bloka qədər böyüyür, ölçülər getdikcə bir-birinə yaxınlaşır, 5-ci səviyyədə isə rəng artıq ipucu vermir. İlk cəhddə düzgün qoyulan hər blok 10 xal qazandırır, hər səhv toxunuş 5 xal aparır.",
  prompt: "Qüllə tik: ən böyük blokdan başla!",
  blockLabel: "Blok, eni {{width}}",
  pileLabel: "Qüllə üçün bloklar",
  towerLabel: "Sənin qüllən",
  wrongBlock: "Bu deyil: qalanların ən böyüyünü tap.",
  towerReady: "Nə gözəl qüllə! Əhsən!",
} as const;
