import type { ContentPage } from '../content-types';

export const howToReturnObuTr: ContentPage = {
  title: "Araç içi ünite nasıl iade edilir",
  description:
    "Sözleşme sona erdiğinde, araç satıldığında veya ünite arızalandığında araç içi ünitenin (OBU) iade adımları ve iade formu.",
  lead: "Araç içi ünite (OBU); sözleşme sona erdiğinde, araç satıldığında veya kaydı silindiğinde ve ünite arızalandığında iade edilir. İade edilen ünitenin araçla bağlantısı kaldırılır; bu işlem geri alınamaz.",
  sections: [
    {
      heading: "Adımlar",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Formu doldurun",
              text: "[İade formunu](/api/documents/obu-return-form?lang=tr) [belgeler](/download-documents) bölümünden indirin ve doldurun.",
            },
            {
              title: "Üniteyi hazırlayın",
              text: "Üniteyi tutucusu ve şarj kablosuyla birlikte iade edin. Seri numarasını not edin.",
            },
            {
              title: "Teslim edin",
              text: "Üniteyi ve formu bir iş ortağının satış noktasına teslim edin veya kuryeyle gönderin.",
            },
            {
              title: "Onayı alın",
              text: "Ünite teslim alındığında e-postayla bir onay alırsınız ve ünitenin sözleşmeyle bağlantısı kaldırılır.",
            },
          ],
        },
      ],
    },
    {
      heading: "Bilmenizde yarar var",
      blocks: [
        {
          kind: "list",
          items: [
            "Ünite iade edilip bağlantısı kaldırılana kadar sözleşmenize bağlı kalır.",
            "Araç ücretli yol ağını kullanmaya devam ediyorsa başka bir üniteye veya bir [güzergâh biletine](/about-route-pass) ihtiyaç duyar.",
            "Sorularınız için bize [iletişim](/contacts) sayfasından ulaşın.",
          ],
        },
      ],
    },
  ],
};
