import type { ContentPage } from '../content-types';

export const registerStepsTr: ContentPage = {
  title: "Kayıt adımları",
  description:
    "Hesap nasıl oluşturulur: kayıt olun, e-postadaki bağlantıyla hesabınızı etkinleştirin ve giriş yapın. Bir hesapla satın alma geçmişinizi saklar ve daha hızlı satın alırsınız.",
  lead: "Hesap olmadan da vinyet satın alabilirsiniz. Bir hesapla satın alma geçmişinizi ve makbuzlarınızı saklar, araçlarınızı kaydeder ve daha hızlı satın alırsınız.",
  sections: [
    {
      heading: "Nasıl kayıt olunur",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Formu doldurun",
              text: "[Kayıt](/register) sayfasını açın ve adınızı, e-posta adresinizi ve bir kullanıcı adı girin.",
            },
            {
              title: "Bir şifre seçin",
              text: "Şifre bir büyük ve bir küçük Latin harfi ile bir rakam içermelidir.",
            },
            {
              title: "Koşulları kabul edin",
              text: "[Hüküm ve koşulları](/terms-and-conditions) ve [gizlilik politikasını](/privacy-policy) okuyun ve kabul edin.",
            },
            {
              title: "Hesabı etkinleştirin",
              text: "Etkinleştirme bağlantısı içeren bir e-posta alırsınız. Bağlantıyı açtığınızda hesabınız kullanıma hazır olur.",
            },
            { title: "Giriş yapın", text: "Kullanıcı adınız ve şifrenizle [giriş yapın](/login)." },
          ],
        },
      ],
    },
    {
      heading: "Bir şey çalışmazsa",
      blocks: [
        {
          kind: "list",
          items: [
            "Etkinleştirme e-postası gelmedi – istenmeyen e-posta (spam) klasörünüzü kontrol edin.",
            "Şifrenizi mi unuttunuz – [şifremi unuttum](/user/forgotten-password) sayfasından yenisini isteyin.",
            "Diğer her konu için – [bize ulaşın](/contacts).",
          ],
        },
      ],
    },
  ],
};
