/** Azerbaijani strings of the number-sequences game (games.numberSequences). */
export default {
  title: "Sonra hansı gəlir?",
  goal: "İrəli və geri, birbəbir və ikibəiki saymağı, ədəd cərgəsinin qaydasını tapmağı öyrədir.",
  howTo: "Kartlar bir qaydaya görə düzülüb, birinin üstündə sual işarəsi var; uşağınız ora uyğun gələn ədədə toxunur. 1-ci səviyyədə hər kartda bir-bir artan nöqtələr sayılır; sonra rəqəmlər 10-a qədər bir-bir artır, bir-bir azalır, 20-yə qədər ikibəiki artır, son səviyyələrdə isə ədəd cərgənin ortasında və ya istənilən yerində gizlədilir. Səhv toxunuşdan sonra oyun qaydanı xatırladır. Hər səviyyədə altı cərgə var: ilk cəhddə 10 xal, ikincidə 5 xal.",
  promptDots: "Sonra neçə nöqtə gəlir?",
  promptNext: "Sonra hansı ədəd gəlir?",
  promptMissing: "Hansı ədəd çatışmır?",
  hints: {
    moreDots: "Nöqtələri say: hər kartda bir nöqtə artıqdır.",
    upOne: "Hər ədəd əvvəlkindən bir çoxdur.",
    downOne: "Hər ədəd əvvəlkindən bir azdır.",
    upTwo: "Ədədlər ikibəiki artır.",
    downTwo: "Ədədlər ikibəiki azalır.",
  },
  dots_one: "{{count}} nöqtə",
  dots_other: "{{count}} nöqtə",
  gapLabel: "Sual işarəsi: bu ədəd çatışmır",
  rowLabel: "Ədəd cərgəsi",
  optionsLabel: "Seçmək üçün ədədlər",
} as const;
