import type { FaqData } from '../content-types';

export const faqTr: FaqData = {
  pages: {
    faqVignette: {
      title: "E-vinyet soruları",
      description:
        "E-vinyet ne zaman başlar, iptal edilebilir mi, kaç gün önceden satın alınabilir, kimler ücret ödemez ve ücretsiz vinyet nasıl alınır.",
      lead: "3,5 tona kadar araçlar için elektronik vinyetle ilgili en sık sorulan soruların yanıtları.",
    },
    faqToll: {
      title: "Yol ücreti soruları",
      description:
        "Kimler yol ücreti öder, bir araç hangi kategoridedir ve güzergâh biletleri ile araç içi üniteler nasıl işler.",
      lead: "Kat ettikleri mesafeye göre ödeme yapan 3,5 tonun üzerindeki araçlar için yanıtlar.",
    },
    faqDelicts: {
      title: "İhlal soruları",
      description:
        "Bir ihlal nasıl sorgulanır, telafi ücreti nedir, ne zamana kadar ödenmelidir ve ödenmezse ne olur.",
      lead: "Telafi ücretleri ve azami günlük yol ücreti hakkında yanıtlar.",
    },
    faq: {
      title: "Sıkça sorulan sorular",
      description:
        "E-vinyetler, yol ücretleri, ihlaller, ödeme ve avro hakkındaki tüm yanıtlar tek bir yerde.",
      lead: "E-vinyetler, yol ücretleri, ihlaller ve ödemeyle ilgili tüm sorular.",
    },
  },
  groups: [
    {
      id: 'vignette',
      title: "E-vinyet",
      items: [
        {
          question: "E-vinyet ne zaman başlar?",
          answer: [
            "Ödeme anından veya satın alırken seçtiğiniz başlangıç tarihinden itibaren. Hafta sonu vinyeti cuma 12:00'den pazar 23:59'a kadar, günlük vinyet ise başlangıcından itibaren 24 saat geçerlidir.",
          ],
        },
        {
          question: "Bir vinyeti kaç gün önceden satın alabilirim?",
          answer: ["İstediğiniz başlangıç tarihinden en fazla 30 gün önce."],
        },
        {
          question: "Bir vinyeti iptal edebilir veya paramı geri alabilir miyim?",
          answer: [
            "Hayır. Ödemeden sonra e-vinyet iptal edilemez, değiştirilemez ve ücreti iade edilmez – araç kullanılmasa veya satılsa bile. Bu nedenle ödeme yapmadan önce plakayı ve ülkeyi kontrol edin.",
          ],
        },
        {
          question: "Aynı dönem için iki vinyet satın alabilir miyim?",
          answer: [
            "Hayır. Bir araç, zaten kapsanan bir dönem için ikinci bir vinyet alamaz.",
          ],
        },
        {
          question: "Birden fazla vinyeti aynı anda ödeyebilir miyim?",
          answer: [
            "Evet. Vinyetleri sepete ekleyin ve tek bir ödemeyle ödeyin. Makbuz, belirttiğiniz e-posta adresine gönderilir.",
          ],
        },
        {
          question: "Satın alma nasıl yapılır?",
          answer: [
            "5 adımda: vinyet türünü seçin, ülkeyi ve plakayı girin, başlangıcı seçin, siparişi makbuzun gönderileceği e-posta adresiyle birlikte kontrol edin ve kartla ödeyin. Bkz. [e-vinyet hakkında](/about-e-vignette).",
          ],
        },
        {
          question: "Bir vinyet ne kadar ve hangi para birimiyle ödenir?",
          answer: [
            "1 Ocak 2026'dan itibaren vinyetler avro ile ödenir: günlük 4,09 €, hafta sonu 5,11 €, haftalık 7,67 €, aylık 15,34 €, üç aylık 27,61 €, yıllık 49,60 €. Leva cinsinden tutarlar, avro başına 1,95583 leva sabit kuruyla gösterilir (yıllık: 97,01 BGN). KDV uygulanmaz. Bkz. [fiyatlar](/prices).",
          ],
        },
        {
          question: "Günlük vinyet var mı?",
          answer: [
            "Evet, 3 Şubat 2026'dan beri. Fiyatı 4,09 € (8 BGN) olup seçtiğiniz başlangıçtan itibaren 24 saat geçerlidir.",
          ],
        },
        {
          question: "Motosiklet için vinyet gerekir mi?",
          answer: ["Hayır. Motosikletler, üç tekerlekli araçlar ve ATV'ler ücret ödemez."],
        },
        {
          question: "Kimler ücretsiz yıllık vinyet hakkına sahiptir?",
          answer: [
            "Çalışma gücü %50 veya daha fazla azalmış kişiler – motor hacmi 2000 cm³'e ve gücü 117,64 kW'a (160 BG) kadar olan bir otomobil için.",
            "Engelli bir çocuğun ebeveynleri veya vasileri, çocuk 18 yaşına ya da hâlâ ortaöğretime devam ediyorsa 20 yaşına gelene kadar aynı hakka sahiptir.",
          ],
        },
        {
          question: "Römork için vinyet gerekir mi?",
          answer: [
            "Araç kombinasyonunun toplam ağırlığı 3,5 tonu aştığında römorklar ve karavanlar için ayrı bir vinyet gerekir.",
          ],
        },
        {
          question: "Aracımı sattım. Vinyete ne olur?",
          answer: [
            "Vinyet plakaya bağlıdır. Sahip değişikliği 72 saat içinde bildirilmelidir.",
          ],
        },
        {
          question: "Vinyetimin geçerli olduğunu nasıl kontrol ederim?",
          answer: [
            "[Geçerlilik sorgulama](/check-for-validity-of-e-vignette) sayfasında plaka ve ülkeye göre. Yanıt şunlardan biridir: etkin, süresi dolmuş veya kullanılmamış (henüz başlamamış).",
          ],
        },
      ],
    },
    {
      id: 'toll',
      title: "Yol ücretleri",
      items: [
        {
          question: "Vinyet yerine kimler yol ücreti öder?",
          answer: [
            "Azami yüklü ağırlığı 3,5 tonun üzerinde olan araçlar. Bu araçlar ücretli yol ağında kat ettikleri mesafeye göre ödeme yapar.",
          ],
        },
        {
          question: "Hangi araçlar kategori 1'dedir?",
          answer: ["Toplam ağırlığı 12 tonun üzerinde olan veya 2'den fazla dingili bulunan araçlar."],
        },
        {
          question: "Araç içi ünite olmadan nasıl öderim?",
          answer: [
            "Bir [güzergâh biletiyle](/about-route-pass): güzergâhı (2 ile 6 nokta arası) girin ve önceden ödeyin. Bilet, beyan edilen başlangıçtan itibaren 24 saat geçerlidir.",
          ],
        },
        {
          question: "Araç içi üniteyi nasıl iade ederim?",
          answer: ["Bkz. [araç içi ünite nasıl iade edilir](/how-to-return-OBU)."],
        },
        {
          question: "Yol çalışmalarını ve kısıtlamaları nerede görebilirim?",
          answer: ["[Trafik duyurularında](/traffic-announcement)."],
        },
      ],
    },
    {
      id: 'delicts',
      title: "İhlaller",
      items: [
        {
          question: "Bir ihlalim olup olmadığını nasıl sorgularım?",
          answer: [
            "[İhlaller sayfasında](/pay-delict), plaka ve araç sahibinin kişisel numarası (EGN) ya da şirketin UIC (EIK) numarasıyla.",
          ],
        },
        {
          question: "Telafi ücreti nedir?",
          answer: [
            "Geçerli bir vinyet veya yol ücreti olmadan yapılan bir yolculuğu para cezası olmadan kapatan bir ücret. 3,5 tona kadar bir araç için 70 BGN'dir (36 €). Bkz. [ihlaller hakkında](/about-delicts).",
          ],
        },
        {
          question: "Ne zamana kadar ödemeliyim?",
          answer: [
            "İhlal tutanağından veya elektronik tutanağın tebliğinden itibaren 14 gün içinde. Azami günlük yol ücreti: bildirimden itibaren 14 gün içinde.",
          ],
        },
        {
          question: "Zamanında ödemezsem ne olur?",
          answer: [
            "Para cezası uygulanır – otomobiller için 300 BGN, 3,5 tonun üzerindeki araçlar için 1.800 BGN. Süre dolduktan sonra Yol Altyapısı Ajansı ile iletişime geçin.",
          ],
        },
        {
          question: "Yanlış bir plaka için ücret ödedim. İade edilir mi?",
          answer: ["Hayır. Yanlış yazılmış bir plaka için ödenen ücret iade edilmez."],
        },
      ],
    },
    {
      id: 'general',
      title: "Ödeme ve hesap",
      items: [
        {
          question: "Nasıl ödeyebilirim?",
          answer: [
            "Bankanın güvenli sayfasında banka kartıyla. Site kart bilgilerini hiçbir zaman görmez ve saklamaz.",
          ],
        },
        {
          question: "Makbuz almadım. Ne yapmalıyım?",
          answer: [
            "İstenmeyen e-posta (spam) klasörünüzü kontrol edin. Orada da yoksa plakayı ve satın alma tarihini belirterek [bize ulaşın](/contacts).",
          ],
        },
        {
          question: "Hesap açmam gerekir mi?",
          answer: [
            "Hayır. Ancak bir hesapla satın alma geçmişinizi saklar ve daha hızlı satın alırsınız – bkz. [kayıt adımları](/register-steps).",
          ],
        },
        {
          question: "Vinyeti başka nereden satın alabilirim?",
          answer: [
            "Mobil uygulamadan, akaryakıt istasyonlarından ve iş ortakları aracılığıyla – bkz. [BGTOLL üzerinden nasıl satın alınır](/how-to-buy-e-vignette-from-bgtoll) ve [iş ortakları](/partners).",
          ],
        },
      ],
    },
  ],
};
