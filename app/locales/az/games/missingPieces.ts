/** Azerbaijani strings of the missing-pieces game (games.missingPieces). */
export default {
  title: "Çatışmayan parça",
  goal: "Bütöv şəkli və onun hissələrini görməyi öyrədir: parçanın formasını, rəngini və hansı tərəfə çevrildiyini.",
  howTo: "Şəklin bir parçası kəsilib götürülüb; uşağınız şəkli tamamlayan parçaya toxunur. Əvvəlcə səhv parçalar başqa şəkillərdən olur; sonra biri başqa rəngdə olur, biri tərsinə çevrilir, biri isə həmin şəklin başqa yerindən götürülür. Son iki səviyyədə güzgüdəki kimi iki tərəfi eyni olan xalça naxışı göstərilir və çatışmayan parça düzgün tərəfə baxmalıdır. Səhv toxunuşdan sonra oyun o parçada nəyin düz olmadığını deyir. Hər səviyyədə beş raund var: ilk cəhddə 10 xal, ikincidə 5 xal.",
  promptPicture: "Şəkli hansı parça tamamlayır?",
  promptCarpet: "Xalçanı hansı parça tamamlayır?",
  pictureLabel: "Şəkil: {{picture}}, bir parçası çatışmır",
  carpetLabel: "Bir parçası çatışmayan xalça naxışı",
  pictures: {
    ladybug: "xanımböcəyi",
    apple: "alma",
    fish: "balıq",
    cat: "pişik",
    pomegranate: "nar",
    car: "maşın",
  },
  piece: "Parça {{number}}",
  optionsLabel: "Seçmək üçün parçalar",
  hints: {
    otherPicture: "Bu parça başqa şəkildəndir. Boş yerin ətrafına bax.",
    recoloured: "Rənginə bax: uyğun gəlir?",
    upsideDown: "Bu parça tərsinə çevrilib.",
    otherPiece: "Bu parça şəklin başqa yerindəndir. Boş yerin kənarlarına bax.",
    turned: "Hansı tərəfə baxdığına fikir ver: xalçanın iki tərəfi güzgüdəki kimi eynidir.",
    otherMotif: "Formasına bax: boş yerin qarşı tərəfindəki parçanı tap.",
  },
} as const;
