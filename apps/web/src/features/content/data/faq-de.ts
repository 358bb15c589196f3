import type { FaqData } from '../content-types';

export const faqDe: FaqData = {
  pages: {
    faqVignette: {
      title: 'Fragen zur E-Vignette',
      description:
        'Wann eine E-Vignette beginnt, ob sie storniert werden kann, wie viele Tage im Voraus sie gekauft werden kann, wer keine Gebühr zahlt und wie man eine kostenlose Vignette erhält.',
      lead: 'Antworten auf die häufigsten Fragen zur elektronischen Vignette für Fahrzeuge bis 3,5 t.',
    },
    faqToll: {
      title: 'Fragen zur Maut',
      description:
        'Wer Maut zahlt, zu welcher Kategorie ein Fahrzeug gehört und wie Streckentickets und Fahrzeuggeräte funktionieren.',
      lead: 'Antworten für Fahrzeuge über 3,5 t, die nach der gefahrenen Strecke zahlen.',
    },
    faqDelicts: {
      title: 'Fragen zu Verstößen',
      description:
        'Wie Sie prüfen, ob ein Verstoß vorliegt, was eine Ausgleichsgebühr ist, bis wann sie zu zahlen ist und was geschieht, wenn sie nicht gezahlt wird.',
      lead: 'Antworten zu Ausgleichsgebühren und zur maximalen Tagesmaut.',
    },
    faq: {
      title: 'Häufig gestellte Fragen',
      description:
        'Alle Antworten zu E-Vignetten, Maut, Verstößen, Zahlung und dem Euro an einem Ort.',
      lead: 'Alle Fragen zu E-Vignetten, Maut, Verstößen und Zahlung.',
    },
  },
  groups: [
    {
      id: 'vignette',
      title: 'E-Vignette',
      items: [
        {
          question: 'Wann beginnt eine E-Vignette?',
          answer: [
            'Ab dem Zeitpunkt der Zahlung oder ab dem Beginndatum, das Sie beim Kauf wählen. Die Wochenendvignette gilt von Freitag 12:00 Uhr bis Sonntag 23:59 Uhr, die Tagesvignette 24 Stunden ab ihrem Beginn.',
          ],
        },
        {
          question: 'Wie viele Tage im Voraus kann ich eine Vignette kaufen?',
          answer: ['Höchstens 30 Tage vor dem gewünschten Beginndatum.'],
        },
        {
          question: 'Kann ich eine Vignette stornieren oder mein Geld zurückbekommen?',
          answer: [
            'Nein. Nach der Zahlung kann eine E-Vignette nicht storniert, geändert oder erstattet werden – auch nicht, wenn das Fahrzeug nicht genutzt oder verkauft wird. Prüfen Sie daher Kennzeichen und Land, bevor Sie bezahlen.',
          ],
        },
        {
          question: 'Kann ich zwei Vignetten für denselben Zeitraum kaufen?',
          answer: [
            'Nein. Ein Fahrzeug kann für einen bereits abgedeckten Zeitraum keine zweite Vignette erhalten.',
          ],
        },
        {
          question: 'Kann ich mehrere Vignetten auf einmal bezahlen?',
          answer: [
            'Ja. Legen Sie die Vignetten in den Warenkorb und bezahlen Sie sie mit einer Zahlung. Der Beleg wird an die von Ihnen angegebene E-Mail-Adresse gesendet.',
          ],
        },
        {
          question: 'Wie funktioniert der Kauf?',
          answer: [
            'In 5 Schritten: Art der Vignette wählen, Land und Kennzeichen eingeben, Beginn wählen, Bestellung mit der E-Mail-Adresse für den Beleg prüfen und mit Karte bezahlen. Siehe [Über die E-Vignette](/about-e-vignette).',
          ],
        },
        {
          question: 'Was kostet eine Vignette und in welcher Währung wird sie bezahlt?',
          answer: [
            'Seit dem 1. Januar 2026 werden Vignetten in Euro bezahlt: Tagesvignette 4,09 €, Wochenendvignette 5,11 €, Wochenvignette 7,67 €, Monatsvignette 15,34 €, Quartalsvignette 27,61 €, Jahresvignette 49,60 €. Die Beträge in Lewa werden zum festen Kurs von 1,95583 Lewa je Euro angezeigt (die Jahresvignette: 97,01 BGN). Es fällt keine Mehrwertsteuer an. Siehe die [Preise](/prices).',
          ],
        },
        {
          question: 'Gibt es eine Tagesvignette?',
          answer: [
            'Ja, seit dem 3. Februar 2026. Sie kostet 4,09 € (8 BGN) und gilt 24 Stunden ab dem von Ihnen gewählten Beginn.',
          ],
        },
        {
          question: 'Braucht ein Motorrad eine Vignette?',
          answer: ['Nein. Motorräder, Trikes und Quads (ATV) zahlen keine Gebühr.'],
        },
        {
          question: 'Wer hat Anspruch auf eine kostenlose Jahresvignette?',
          answer: [
            'Personen mit einer um 50 % oder mehr geminderten Arbeitsfähigkeit – für einen Pkw mit einem Hubraum bis 2000 cm³ und einer Leistung bis 117,64 kW (160 PS).',
            'Eltern oder Vormünder eines Kindes mit Behinderung haben denselben Anspruch, bis das Kind 18 Jahre alt wird, oder 20 Jahre, solange es noch eine weiterführende Schule besucht.',
          ],
        },
        {
          question: 'Braucht ein Anhänger eine Vignette?',
          answer: [
            'Anhänger und Wohnwagen brauchen eine eigene Vignette, wenn das Gespann insgesamt mehr als 3,5 t wiegt.',
          ],
        },
        {
          question: 'Ich habe mein Auto verkauft. Was geschieht mit der Vignette?',
          answer: [
            'Die Vignette ist an das Kennzeichen gebunden. Der Halterwechsel ist innerhalb von 72 Stunden zu melden.',
          ],
        },
        {
          question: 'Wie prüfe ich, ob meine Vignette gültig ist?',
          answer: [
            'Auf der Seite [Gültigkeitsprüfung](/check-for-validity-of-e-vignette), nach Kennzeichen und Land. Die Antwort lautet: aktiv, abgelaufen oder ungenutzt (noch nicht begonnen).',
          ],
        },
      ],
    },
    {
      id: 'toll',
      title: 'Maut',
      items: [
        {
          question: 'Wer zahlt Maut statt einer Vignette?',
          answer: [
            'Fahrzeuge mit einer zulässigen Gesamtmasse über 3,5 t. Sie zahlen nach der im mautpflichtigen Straßennetz gefahrenen Strecke.',
          ],
        },
        {
          question: 'Welche Fahrzeuge gehören zur Kategorie 1?',
          answer: ['Fahrzeuge mit einer Gesamtmasse über 12 t oder mit mehr als 2 Achsen.'],
        },
        {
          question: 'Wie bezahle ich ohne Fahrzeuggerät?',
          answer: [
            'Mit einem [Streckenticket](/about-route-pass): Geben Sie die Route ein (2 bis 6 Punkte) und bezahlen Sie im Voraus. Es gilt 24 Stunden ab dem angegebenen Beginn.',
          ],
        },
        {
          question: 'Wie gebe ich ein Fahrzeuggerät zurück?',
          answer: ['Siehe [Rückgabe eines Fahrzeuggeräts](/how-to-return-OBU).'],
        },
        {
          question: 'Wo sehe ich Bauarbeiten und Beschränkungen?',
          answer: ['In den [Verkehrsmeldungen](/traffic-announcement).'],
        },
      ],
    },
    {
      id: 'delicts',
      title: 'Verstöße',
      items: [
        {
          question: 'Wie prüfe ich, ob ein Verstoß vorliegt?',
          answer: [
            'Auf der [Seite zu Verstößen](/pay-delict), mit dem Kennzeichen und der persönlichen Identifikationsnummer (EGN) des Halters oder der UIC (EIK) des Unternehmens.',
          ],
        },
        {
          question: 'Was ist eine Ausgleichsgebühr?',
          answer: [
            'Eine Gebühr, mit der eine Fahrt ohne gültige Vignette oder Maut ohne Geldbuße beglichen wird. Für ein Fahrzeug bis 3,5 t beträgt sie 70 BGN (36 €). Siehe [Über Verstöße](/about-delicts).',
          ],
        },
        {
          question: 'Bis wann muss ich sie bezahlen?',
          answer: [
            'Innerhalb von 14 Tagen nach dem Verstoßbescheid oder nach Zustellung des elektronischen Strafzettels. Die maximale Tagesmaut: innerhalb von 14 Tagen ab der Mitteilung.',
          ],
        },
        {
          question: 'Was geschieht, wenn ich nicht rechtzeitig bezahle?',
          answer: [
            'Es folgt eine Geldbuße – 300 BGN für Pkw und 1.800 BGN für Fahrzeuge über 3,5 t. Wenden Sie sich nach Ablauf der Frist an die Agentur für Straßeninfrastruktur.',
          ],
        },
        {
          question: 'Ich habe eine Gebühr für ein falsches Kennzeichen bezahlt. Wird sie erstattet?',
          answer: ['Nein. Eine für ein falsch eingegebenes Kennzeichen gezahlte Gebühr wird nicht erstattet.'],
        },
      ],
    },
    {
      id: 'general',
      title: 'Zahlung und Konto',
      items: [
        {
          question: 'Wie kann ich bezahlen?',
          answer: [
            'Mit Bankkarte auf der sicheren Seite der Bank. Die Website sieht und speichert niemals Kartendaten.',
          ],
        },
        {
          question: 'Ich habe keinen Beleg erhalten. Was soll ich tun?',
          answer: [
            'Prüfen Sie Ihren Spam-Ordner. Ist er dort nicht, [kontaktieren Sie uns](/contacts) mit Kennzeichen und Kaufdatum.',
          ],
        },
        {
          question: 'Brauche ich ein Konto?',
          answer: [
            'Nein. Mit einem Konto behalten Sie jedoch Ihre Kaufhistorie und kaufen schneller – siehe die [Schritte der Registrierung](/register-steps).',
          ],
        },
        {
          question: 'Wo kann ich eine Vignette noch kaufen?',
          answer: [
            'In der mobilen App, an Tankstellen und über Partner – siehe [So kaufen Sie bei BGTOLL](/how-to-buy-e-vignette-from-bgtoll) und die [Partner](/partners).',
          ],
        },
      ],
    },
  ],
};
