import { SITE_CONTACTS } from '../../../site-kit/site-contacts';
import type { ContentPage } from '../content-types';

export const contactsTr: ContentPage = {
  title: "İletişim",
  description: "Bize nasıl ulaşılır: e-posta ve telefonla bilgi ve teknik destek.",
  lead: "E-vinyetler, güzergâh biletleri, yol ücretleri ve ihlallerle ilgili soruları Bulgarca ve İngilizce olarak yanıtlıyoruz.",
  sections: [
    {
      heading: "Bize yazın",
      blocks: [
        {
          kind: "list",
          items: [
            `Bilgi: [${SITE_CONTACTS.infoEmail}](mailto:${SITE_CONTACTS.infoEmail}) – vinyetler, fiyatlar, güzergâh biletleri ve ihlallerle ilgili sorular.`,
            `Teknik destek: [${SITE_CONTACTS.supportEmail}](mailto:${SITE_CONTACTS.supportEmail}) – bir ödeme, hesap veya makbuzla ilgili sorunlar.`,
          ],
        },
        {
          kind: "p",
          text: "Bir satın alma hakkında yazarken plakayı, satın alma tarihini ve vinyet veya makbuz numarasını belirtin. Banka kartı bilgilerinizi asla göndermeyin.",
        },
      ],
    },
    {
      heading: "Bizi arayın",
      blocks: [
        {
          kind: "p",
          text: `Telefon: [${SITE_CONTACTS.phone.display}](${SITE_CONTACTS.phone.href}) – vinyetler, yol ücretleri ve ihlallerle ilgili sorular için bilgi hattı.`,
        },
      ],
    },
    {
      heading: "Yazmadan önce",
      blocks: [
        {
          kind: "p",
          text: "Soruların çoğunun yanıtını [sıkça sorulan sorularda](/faq) bulabilirsiniz. Bir vinyetin geçerliliğini [buradan](/check-for-validity-of-e-vignette) kendiniz sorgulayabilirsiniz.",
        },
      ],
    },
  ],
};
