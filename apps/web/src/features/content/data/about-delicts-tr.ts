import type { ContentPage } from '../content-types';

export const aboutDelictsTr: ContentPage = {
  title: "İhlaller hakkında",
  description:
    "Telafi ücreti ve azami günlük yol ücreti nedir, ne kadardır, hangi süre içinde ödenmelidir ve bir ihlal olup olmadığı nasıl sorgulanır.",
  lead: "Bir araç geçerli bir vinyet, güzergâh bileti veya araç içi ünite kaydı olmadan ücretli yol ağında seyrettiğinde bir ihlal kaydedilir. İhlal, para cezasına dönüşmeden önce bir ücret ödenerek kapatılabilir.",
  sections: [
    {
      heading: "Telafi ücreti",
      blocks: [
        {
          kind: "table",
          caption: "Telafi ücretleri",
          head: ["Araç", "Leva cinsinden", "Avro cinsinden (2026)"],
          rows: [
            ["3,5 tona kadar", "70 BGN", "36 €"],
            ["3,5 ile 12 ton arası", "150 BGN", "77 €"],
            ["12 tonun üzeri, 2 veya 3 dingil", "450 BGN", "230 €"],
            ["12 tonun üzeri, 4 veya daha fazla dingil", "750 BGN", "383 €"],
            ["Otobüs", "150 BGN", "77 €"],
          ],
        },
        {
          kind: "p",
          text: "Telafi ücreti, ihlal tutanağından veya elektronik tutanağın tebliğinden itibaren **14 gün** içinde ödenir. Zamanında ödenmezse para cezası uygulanır – otomobiller için 300 BGN, 3,5 tonun üzerindeki araçlar için 1.800 BGN.",
        },
      ],
    },
    {
      heading: "Azami günlük yol ücreti",
      blocks: [
        {
          kind: "p",
          text: "Kat ettiği mesafeye ilişkin kaydı bulunmayan 3,5 tonun üzerindeki araçlar için azami günlük yol ücreti ödenebilir. Süre, bildirimden itibaren **14 gündür**.",
        },
      ],
    },
    {
      heading: "Nasıl sorgulanır ve ödenir",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Sorgulayın",
              text: "[İhlaller sayfasında](/pay-delict) plakayı ve araç sahibinin kişisel numarasını (EGN) – şirketler için UIC (EIK) numarasını – girin.",
            },
            {
              title: "Ödeyin",
              text: "İhlalleri seçin ve banka kartıyla ödeyin. Makbuz e-postayla gönderilir.",
            },
          ],
        },
        {
          kind: "p",
          text: "Bir ihlal şu durumlardan geçer: kaydedildi, işleniyor, elektronik tutanak tebliğ edildi, ödendi. Ödeme süresi geçtikten sonra Yol Altyapısı Ajansı ile iletişime geçin.",
        },
        {
          kind: "note",
          text: "Yanlış yazılmış bir plaka için ödenen ücret iade edilmez. Ayrıca [ihlal sorularına](/faqDelicts) bakın.",
        },
      ],
    },
  ],
};
