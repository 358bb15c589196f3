import { SITE_CONTACTS } from '../../../site-kit/site-contacts';
import type { ContentPage } from '../content-types';

export const contactsEl: ContentPage = {
  title: 'Επικοινωνία',
  description:
    'Πώς επικοινωνείτε μαζί μας: πληροφορίες και τεχνική υποστήριξη μέσω e-mail και τηλεφώνου.',
  lead: 'Απαντάμε σε ερωτήσεις για ηλεκτρονικές βινιέτες, κάρτες διαδρομής, διόδια και παραβάσεις στα βουλγαρικά και στα αγγλικά.',
  sections: [
    {
      heading: 'Γράψτε μας',
      blocks: [
        {
          kind: 'list',
          items: [
            `Πληροφορίες: [${SITE_CONTACTS.infoEmail}](mailto:${SITE_CONTACTS.infoEmail}) – ερωτήσεις για βινιέτες, τιμές, κάρτες διαδρομής και παραβάσεις.`,
            `Τεχνική υποστήριξη: [${SITE_CONTACTS.supportEmail}](mailto:${SITE_CONTACTS.supportEmail}) – προβλήματα με μια πληρωμή, έναν λογαριασμό ή μια απόδειξη.`,
          ],
        },
        {
          kind: 'p',
          text: 'Όταν μας γράφετε για μια αγορά, αναφέρετε τον αριθμό κυκλοφορίας, την ημερομηνία αγοράς και τον αριθμό της βινιέτας ή της απόδειξης. Μη στέλνετε ποτέ τα στοιχεία της τραπεζικής σας κάρτας.',
        },
      ],
    },
    {
      heading: 'Καλέστε μας',
      blocks: [
        {
          kind: 'p',
          text: `Τηλέφωνο: [${SITE_CONTACTS.phone.display}](${SITE_CONTACTS.phone.href}) – η γραμμή πληροφοριών για ερωτήσεις σχετικά με βινιέτες, διόδια και παραβάσεις.`,
        },
      ],
    },
    {
      heading: 'Πριν μας γράψετε',
      blocks: [
        {
          kind: 'p',
          text: 'Οι περισσότερες ερωτήσεις απαντώνται στις [συχνές ερωτήσεις](/faq). Μπορείτε να ελέγξετε μόνοι σας την ισχύ μιας βινιέτας [εδώ](/check-for-validity-of-e-vignette).',
        },
      ],
    },
  ],
};
