import type { ContentPage } from '../content-types';

export const aboutRoutePassTr: ContentPage = {
  title: "Güzergâh biletleri hakkında",
  description:
    "Güzergâh bileti, 3,5 tonun üzerindeki bir aracın tek bir güzergâhı için önceden ödenen ve 24 saat geçerli olan yol ücretidir. Nasıl satın alınır ve nelere dikkat edilmelidir.",
  lead: "Azami yüklü ağırlığı 3,5 tonun üzerinde olan araçlar, ücretli yol ağında kat ettikleri mesafeye göre yol ücreti öder. Araç içi üniteniz yoksa güzergâhın ücretini bir güzergâh biletiyle önceden ödeyin.",
  sections: [
    {
      heading: "Nasıl işler",
      blocks: [
        {
          kind: "list",
          items: [
            "Başlangıç ve bitiş noktalarını ve aradaki en fazla 4 noktayı girin – toplam en fazla 6 nokta.",
            "En kısa veya en hızlı güzergâhı seçin; güzergâhı tersine çevirebilir veya kopyalayabilirsiniz.",
            "Sistem, ücretli yollardaki mesafeyi ve aracın kategorisine ve emisyon sınıfına göre yol ücretini hesaplar.",
            "Güzergâh bileti, beyan edilen başlangıçtan itibaren **24 saat** geçerlidir. 24 saatten uzun süren bir güzergâh oluşturulamaz.",
            "Kayıtlı kullanıcılar güzergâh biletini en fazla 7 gün önceden satın alabilir.",
          ],
        },
      ],
    },
    {
      heading: "Fiyat neye bağlıdır",
      blocks: [
        {
          kind: "list",
          items: [
            "Yol sınıfı: otoyol, birinci veya ikinci sınıf yol.",
            "Araç kategorisi: 3,5 ile 12 ton arası; 2 veya 3 dingilli 12 tonun üzeri; 4 veya daha fazla dingilli 12 tonun üzeri; otobüsler.",
            "Emisyon sınıfı: EURO 0 ile EURO VI arası ve EEV.",
          ],
        },
        {
          kind: "p",
          text: "Toplam ağırlığı 12 tonun üzerinde olan veya 2'den fazla dingili bulunan araçlar kategori 1'dedir.",
        },
      ],
    },
    {
      heading: "Nelere dikkat edilmeli",
      blocks: [
        {
          kind: "note",
          text: "Güzergâh tamamen ücretli yol ağının dışındaysa güzergâh bileti gerekmez. Güzergâhın dışına çıkarsanız, güzergâh dışında kat edilen mesafe ödenmemiş olur ve telafi ücretine yol açabilir – bkz. [ihlaller](/about-delicts).",
        },
        {
          kind: "p",
          text: "[Güzergâh bileti satın alın](/buy-route-pass) veya [yol ücreti sorularını](/faqToll) okuyun.",
        },
      ],
    },
  ],
};
