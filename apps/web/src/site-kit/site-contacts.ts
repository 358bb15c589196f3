/**
 * Contact points shown in the site footer. The mailboxes and the phone line are the operator's
 * published ones; the social and app-store addresses are configuration to be confirmed by the operator.
 */
export const SITE_CONTACTS = {
  infoEmail: 'info@bgtoll.bg',
  supportEmail: 'support@bgtoll.bg',
  phone: { display: '0700 10 839', href: 'tel:+35970010839' },
  social: [
    { label: 'facebook', href: 'https://www.facebook.com/bgtoll' },
    { label: 'youtube', href: 'https://www.youtube.com/@bgtoll' },
  ],
  apps: [
    { label: 'googlePlay', href: 'https://play.google.com/store/search?q=BGTOLL&c=apps' },
    { label: 'appStore', href: 'https://apps.apple.com/bg/search?term=BGTOLL' },
  ],
} as const;
