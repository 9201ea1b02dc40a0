/** Azerbaijani strings of the listening game (games.auditoryAttention). */
export default {
  title: "Sözü dinlə",
  goal: "Bir sözü diqqətlə dinləməyi və onu ona çox oxşayan sözlərdən ayırmağı öyrədir.",
  howTo: "Oyun sözləri bir-bir deyir və hər birini deyiləndə göstərir (pişik, köpək kimi beş əsas söz öz şəkli ilə); uşağınız yalnız yuxarıdakı söz, məsələn, «pişik» gələndə böyük qulağa toxunur, qalan sözləri isə ötürür. Düzgün toxunuşa səs və kiçik hərəkət, başqa sözə toxunuşa yüngül yırğalanma və qısa fasilə cavab verir: bu fasilədə gözlənilən söz yenidən deyilir, sonra sözlər davam edir. Sonrakı səviyyələrdə daha çox söz daha tez deyilir və hədəf sözə oxşayan sözlər də qarışır (beşik, deşik, eşik): onların şəkli yoxdur, qulaqla ayırd edilir. Hər raundda yeni söz var; düzgün toxunuş 10 xal gətirir, başqa sözə toxunmaq 5 xal, buraxılan söz isə 2 xal aparır.",
  listenFor: {
    cat: "«Pişik» sözünü eşidəndə qulağa toxun.",
    dog: "«Köpək» sözünü eşidəndə qulağa toxun.",
    moon: "«Ay» sözünü eşidəndə qulağa toxun.",
    bee: "«Arı» sözünü eşidəndə qulağa toxun.",
    bread: "«Çörək» sözünü eşidəndə qulağa toxun.",
  },
  targetLabel: "Dinləməli olduğun söz",
  wordLabel: "Deyilən söz",
  now: "İndi!",
  getReady: "Dinlə…",
  hit: "Bəli, odur!",
  falseTap: "Bu söz deyil. Yenə dinlə.",
  missed: "Həmin söz idi! Eşidəndə bas.",
  soundFailed: "Səs burada oxunmadı: yuxarıdakı şəkli gözlə.",
  words: {
    cat: { target: "pişik", alike1: "beşik", alike2: "deşik", alike3: "eşik" },
    dog: { target: "köpək", alike1: "köpük", alike2: "kötük", alike3: "köynək" },
    moon: { target: "ay", alike1: "çay", alike2: "yay", alike3: "pay" },
    bee: { target: "arı", alike1: "sarı", alike2: "darı", alike3: "qarı" },
    bread: { target: "çörək", alike1: "ürək", alike2: "börək", alike3: "kürək" },
  },
} as const;
