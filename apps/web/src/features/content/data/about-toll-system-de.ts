import type { ContentPage } from '../content-types';

export const aboutTollSystemDe: ContentPage = {
  title: 'Über das Mautsystem',
  description:
    'Wie die elektronische Straßenbenutzungsgebühr in Bulgarien funktioniert: Vignetten bis 3,5 t, streckenabhängige Maut über 3,5 t, Fahrzeuggeräte und Kontrollen.',
  lead: 'Seit 2019 werden die Straßenbenutzungsgebühren in Bulgarien elektronisch erhoben. Seit dem 1. März 2020 zahlen Fahrzeuge über 3,5 t nach der gefahrenen Strecke auf rund 3.115 km Straßen, davon 803 km Autobahnen.',
  sections: [
    {
      heading: 'Zwei Gebühren nach Gewicht',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Bis 3,5 t** – eine zeitabhängige Gebühr: eine [E-Vignette](/about-e-vignette) für einen Tag, ein Wochenende, eine Woche, einen Monat, ein Quartal oder ein Jahr.',
            '**Über 3,5 t** – eine streckenabhängige Maut: mit einem Fahrzeuggerät (OBU) oder einem GPS-Tracker im Rahmen eines Vertrags oder mit einem im Voraus bezahlten [Streckenticket](/about-route-pass).',
          ],
        },
      ],
    },
    {
      heading: 'Fahrzeuggeräte',
      blocks: [
        {
          kind: 'p',
          text: 'Kunden mit Vertrag erhalten ein Fahrzeuggerät, das die befahrenen mautpflichtigen Abschnitte erfasst. Der Vertrag kann im Voraus oder nachträglich abgerechnet werden. Wird das Gerät nicht mehr benötigt, wird es zurückgegeben – siehe [Rückgabe eines Fahrzeuggeräts](/how-to-return-OBU).',
        },
      ],
    },
    {
      heading: 'Kontrolle',
      blocks: [
        {
          kind: 'p',
          text: 'Kameras im mautpflichtigen Straßennetz lesen die Kennzeichen und prüfen, ob eine gültige Vignette, ein Streckenticket oder eine Erfassung durch ein Fahrzeuggerät vorliegt. Fehlt sie, wird ein Verstoß erfasst – siehe [Verstöße](/about-delicts).',
        },
      ],
    },
    {
      heading: 'Verkehrsmeldungen',
      blocks: [
        {
          kind: 'p',
          text: 'Bauarbeiten und Beschränkungen im Mautstraßennetz werden in den [Verkehrsmeldungen](/traffic-announcement) veröffentlicht.',
        },
      ],
    },
  ],
};
