import type { ContentPage } from '../content-types';

export const registerStepsDe: ContentPage = {
  title: 'Schritte der Registrierung',
  description:
    'So legen Sie ein Konto an: registrieren, mit dem Link in der E-Mail aktivieren und anmelden. Mit einem Konto behalten Sie Ihre Kaufhistorie und kaufen schneller.',
  lead: 'Sie können eine Vignette auch ohne Konto kaufen. Mit einem Konto behalten Sie Ihre Kaufhistorie und Belege, speichern Ihre Fahrzeuge und kaufen schneller.',
  sections: [
    {
      heading: 'So registrieren Sie sich',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Formular ausfüllen',
              text: 'Öffnen Sie die [Registrierung](/register) und geben Sie Ihren Namen, Ihre E-Mail-Adresse und einen Benutzernamen ein.',
            },
            {
              title: 'Passwort wählen',
              text: 'Das Passwort muss einen lateinischen Groß- und einen Kleinbuchstaben sowie eine Ziffer enthalten.',
            },
            {
              title: 'Bedingungen akzeptieren',
              text: 'Lesen und akzeptieren Sie die [Allgemeinen Geschäftsbedingungen](/terms-and-conditions) und die [Datenschutzerklärung](/privacy-policy).',
            },
            {
              title: 'Konto aktivieren',
              text: 'Sie erhalten eine E-Mail mit einem Aktivierungslink. Das Konto ist nutzbar, sobald Sie den Link öffnen.',
            },
            {
              title: 'Anmelden',
              text: '[Melden Sie sich](/login) mit Benutzernamen und Passwort an.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Wenn etwas nicht funktioniert',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keine Aktivierungs-E-Mail – prüfen Sie Ihren Spam-Ordner.',
            'Passwort vergessen – fordern Sie auf der Seite [Passwort vergessen](/user/forgotten-password) ein neues an.',
            'Alles andere – [kontaktieren Sie uns](/contacts).',
          ],
        },
      ],
    },
  ],
};
