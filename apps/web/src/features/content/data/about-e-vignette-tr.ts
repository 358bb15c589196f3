import type { ContentPage } from '../content-types';

export const aboutEVignetteTr: ContentPage = {
  title: "E-vinyet hakkında",
  description:
    "Elektronik vinyetin ne olduğu, kimin ihtiyaç duyduğu, avro ve leva cinsinden fiyatı, ne zaman başlayıp bittiği ve 5 adımda nasıl satın alındığı.",
  lead: "Elektronik vinyet (e-vinyet), Bulgaristan'ın ücretli yol ağını – otoyolları ve birinci sınıf yolları – belirli bir süre boyunca kullanma hakkıdır. Aracın plakasına bağlıdır; etiket yapıştırmanız gerekmez.",
  sections: [
    {
      heading: "Kimin e-vinyete ihtiyacı var",
      blocks: [
        {
          kind: "list",
          items: [
            "Azami yüklü ağırlığı **3,5 tona kadar** olan otomobiller ve diğer araçlar.",
            "Araç kombinasyonunun ağırlığı 3,5 tonu aştığında römorklar ve karavanlar – bunlar için ayrı bir vinyet gerekir.",
            "**3,5 tonun üzerindeki** araçlar vinyet almaz: mesafeye göre yol ücreti öderler – bir [güzergâh bileti](/about-route-pass) veya araç içi ünite ile.",
            "Motosikletler, üç tekerlekli araçlar ve ATV'ler ücret ödemez.",
          ],
        },
      ],
    },
    {
      heading: "Türler ve fiyatlar",
      blocks: [
        {
          kind: "table",
          caption: "2026'dan itibaren 3,5 tona kadar araçlar için e-vinyet fiyatları",
          head: ["Vinyet", "Fiyat", "2026 öncesi fiyat", "Geçerlilik"],
          rows: [
            ["Günlük (3 Şubat 2026'dan itibaren)", "4,09 €", "–", "başlangıçtan itibaren 24 saat"],
            ["Hafta sonu", "5,11 €", "10 BGN", "cuma 12:00'den pazar 23:59'a kadar"],
            ["Haftalık", "7,67 €", "15 BGN", "7 takvim günü"],
            ["Aylık", "15,34 €", "30 BGN", "bir ay"],
            ["Üç aylık", "27,61 €", "54 BGN", "üç ay"],
            ["Yıllık", "49,60 €", "97 BGN", "bir yıl"],
          ],
        },
        {
          kind: "p",
          text: "1 Ocak 2026'dan itibaren Bulgaristan avro bölgesindedir ve vinyetler avro ile ödenir. 2025 yılının leva cinsinden fiyatları **1 € = 1,95583 BGN** sabit kuruyla avroya çevrilmiştir; 8 Ağustos 2026'ya kadar tutarlar leva cinsinden de gösterilir. Vinyet ücretine KDV uygulanmaz. Fiyat, başlangıç tarihine göre değil, satın alma anına göre belirlenir. Ayrıca [fiyatlara](/prices) bakın.",
        },
      ],
    },
    {
      heading: "Ne zaman başlar ve biter",
      blocks: [
        {
          kind: "list",
          items: [
            "Vinyet, ödeme anından veya seçtiğiniz başlangıç tarihinden itibaren geçerlidir.",
            "Vinyeti istediğiniz başlangıç tarihinden en fazla **30 gün** önce satın alabilirsiniz.",
            "Hafta sonu vinyeti cuma 12:00'den pazar 23:59'a kadar, günlük vinyet ise 24 saat geçerlidir.",
            "Haftalık, aylık, üç aylık ve yıllık vinyetler, bir dönem sonraki aynı tarihten önceki günün sonunda sona erer: 19 Mart 2025'te başlayan yıllık vinyet 18 Mart 2026 saat 23:59'a kadar geçerlidir.",
            "Bir araç aynı dönem için iki vinyete sahip olamaz.",
          ],
        },
        {
          kind: "note",
          text: "Ödemeden sonra vinyet **iptal edilemez, değiştirilemez ve ücreti iade edilmez**. Ödeme yapmadan önce plakayı ve ülkeyi kontrol edin.",
        },
      ],
    },
    {
      heading: "5 adımda satın alma",
      blocks: [
        {
          kind: "steps",
          items: [
            { title: "Vinyeti seçin", text: "Araç türünü ve süreyi seçin." },
            {
              title: "Aracı girin",
              text: "Tescil ülkesini seçin ve plakayı – Kiril veya Latin harfleriyle, boşluksuz – yazın.",
            },
            {
              title: "Başlangıcı seçin",
              text: "Ödeme anından veya en fazla 30 gün sonrasına kadar bir tarihten itibaren.",
            },
            {
              title: "Siparişi kontrol edin",
              text: "Dilerseniz başka vinyetler de ekleyin – hepsi tek bir ödemeyle ödenir. Makbuz için bir e-posta adresi girin.",
            },
            {
              title: "Ödeyin",
              text: "Bankanın güvenli sayfasında banka kartıyla ödeyin. Makbuz e-postayla gönderilir.",
            },
          ],
        },
        {
          kind: "p",
          text: "[Hemen e-vinyet satın alın](/buy-vignette) veya satın aldığınız bir vinyetin [geçerliliğini sorgulayın](/check-for-validity-of-e-vignette).",
        },
      ],
    },
    {
      heading: "Ücretsiz yıllık vinyet",
      blocks: [
        {
          kind: "p",
          text: "Çalışma gücü %50 veya daha fazla azalmış kişiler, motor hacmi 2000 cm³'e ve gücü 117,64 kW'a (160 BG) kadar olan bir otomobil için bir ücretsiz yıllık vinyet hakkına sahiptir. Engelli bir çocuğun ebeveynleri veya vasileri, çocuk 18 yaşına ya da hâlâ ortaöğretime devam ediyorsa 20 yaşına gelene kadar aynı hakka sahiptir. Ayrıntılar için [sıkça sorulan sorulara](/faqVignette) bakın.",
        },
      ],
    },
    {
      heading: "Sahip değişikliği",
      blocks: [
        {
          kind: "p",
          text: "Geçerli vinyeti olan bir araç satıldığında, sahip değişikliği **72 saat** içinde bildirilmelidir.",
        },
      ],
    },
  ],
};
