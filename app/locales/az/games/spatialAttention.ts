/** Azerbaijani strings of the "where is it?" game (games.spatialAttention). */
export default {
  title: "Haradadır?",
  goal: "Əşyaların harada olduğuna diqqət yetirməyi və üstündə, altında, içində, solunda, sağında, qabağında, arxasında sözlərini anlamağı öyrədir.",
  howTo: "Oyun bir şeyin harada olduğunu deyir, məsələn, «Top stolun altındadır»; uşağınız bunu göstərən şəklə toxunur. 1-ci səviyyədə yalnız üstündə və ya altında soruşulur və iki şəkil olur; sonra şəkillər orada kimin olduğu ilə də fərqlənir, ardınca solunda, sağında və içində, sonra qabağında və arxasında gəlir; son səviyyədə düzgün yerin yanında həmişə onun əksi olur. Sol və sağ uşağın şəklə baxdığı kimidir. Hər səviyyədə altı raund var: ilk cəhddə 10 xal, ikincidə 5 xal.",
  question: "Hansı şəkildə belədir?",
  optionsLabel: "Seçmək üçün şəkillər",
  things: {
    ball: "Top",
    cat: "Pişik",
    puppy: "Küçük",
  },
  sentences: {
    table: {
      on: "{{thing}} stolun üstündədir.",
      under: "{{thing}} stolun altındadır.",
      left: "{{thing}} stolun solundadır.",
      right: "{{thing}} stolun sağındadır.",
    },
    chair: {
      on: "{{thing}} stulun üstündədir.",
      under: "{{thing}} stulun altındadır.",
      left: "{{thing}} stulun solundadır.",
      right: "{{thing}} stulun sağındadır.",
    },
    basket: {
      in: "{{thing}} səbətin içindədir.",
      left: "{{thing}} səbətin solundadır.",
      right: "{{thing}} səbətin sağındadır.",
      front: "{{thing}} səbətin qabağındadır.",
    },
    box: {
      on: "{{thing}} qutunun üstündədir.",
      left: "{{thing}} qutunun solundadır.",
      right: "{{thing}} qutunun sağındadır.",
      front: "{{thing}} qutunun qabağındadır.",
      behind: "{{thing}} qutunun arxasındadır.",
    },
    tree: {
      left: "{{thing}} ağacın solundadır.",
      right: "{{thing}} ağacın sağındadır.",
      front: "{{thing}} ağacın qabağındadır.",
      behind: "{{thing}} ağacın arxasındadır.",
    },
  },
} as const;
