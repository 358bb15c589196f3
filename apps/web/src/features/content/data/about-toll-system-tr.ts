import type { ContentPage } from '../content-types';

export const aboutTollSystemTr: ContentPage = {
  title: "Geçiş ücreti sistemi hakkında",
  description:
    "Bulgaristan'da elektronik yol ücretlendirmesi nasıl işler: 3,5 tona kadar vinyetler, 3,5 tonun üzerinde mesafeye dayalı yol ücretleri, araç içi üniteler ve denetim.",
  lead: "Bulgaristan'da yol ücretleri 2019'dan beri elektronik olarak tahsil edilmektedir. 1 Mart 2020'den beri 3,5 tonun üzerindeki araçlar, 803 km'si otoyol olmak üzere yaklaşık 3.115 km'lik yollarda kat ettikleri mesafeye göre ödeme yapar.",
  sections: [
    {
      heading: "Ağırlığa göre iki ücret",
      blocks: [
        {
          kind: "list",
          items: [
            "**3,5 tona kadar** – süreye dayalı ücret: bir gün, bir hafta sonu, bir hafta, bir ay, üç ay veya bir yıl için [e-vinyet](/about-e-vignette).",
            "**3,5 tonun üzerinde** – mesafeye göre yol ücreti: sözleşmeye bağlı bir araç içi ünite (OBU) veya GPS takip cihazıyla ya da önceden ödenen bir [güzergâh biletiyle](/about-route-pass).",
          ],
        },
      ],
    },
    {
      heading: "Araç içi üniteler",
      blocks: [
        {
          kind: "p",
          text: "Sözleşmesi olan müşteriler, kat edilen ücretli kesimleri kaydeden bir araç içi ünite alır. Sözleşme ön ödemeli veya sonradan ödemeli olabilir. Üniteye artık ihtiyaç duyulmadığında iade edilir – bkz. [araç içi ünite nasıl iade edilir](/how-to-return-OBU).",
        },
      ],
    },
    {
      heading: "Denetim",
      blocks: [
        {
          kind: "p",
          text: "Ücretli yol ağındaki kameralar plakaları okur ve geçerli bir vinyet, güzergâh bileti veya araç içi ünite kaydı olup olmadığını kontrol eder. Hiçbiri yoksa bir ihlal kaydedilir – bkz. [ihlaller](/about-delicts).",
        },
      ],
    },
    {
      heading: "Trafik duyuruları",
      blocks: [
        {
          kind: "p",
          text: "Ücretli ağdaki yol çalışmaları ve kısıtlamalar [trafik duyurularında](/traffic-announcement) yayımlanır.",
        },
      ],
    },
  ],
};
