import { useTranslation } from 'react-i18next';
import { LangLink } from '../../components/lang-link';
import { SITE_CONTACTS } from '../../site-kit/site-contacts';
import { FOOTER_GROUPS, type FooterLabelKey } from './site-footer-links';
import classes from './site-footer.module.css';

const CONTACT_LINES = [
  {
    label: 'infoMailbox',
    text: SITE_CONTACTS.infoEmail,
    href: `mailto:${SITE_CONTACTS.infoEmail}`,
  },
  {
    label: 'supportMailbox',
    text: SITE_CONTACTS.supportEmail,
    href: `mailto:${SITE_CONTACTS.supportEmail}`,
  },
  { label: 'phone', text: SITE_CONTACTS.phone.display, href: SITE_CONTACTS.phone.href },
] as const;

type ExternalLinksProps = {
  title: FooterLabelKey;
  links: readonly { label: FooterLabelKey; href: string }[];
};

function ExternalLinks({ title, links }: ExternalLinksProps) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className={classes.heading}>{t(`footer.${title}`)}</h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
              {t(`footer.${link.label}`)}
              <span className={classes.hidden}> {t('footer.externalLink')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <nav aria-label={t('footer.nav')} className={classes.groups}>
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className={classes.heading}>{t(`footer.${group.title}`)}</h2>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <LangLink to={link.to} className={classes.link}>
                      {t(`footer.${link.label}`)}
                    </LangLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={classes.groups}>
          <div>
            <h2 className={classes.heading}>{t('footer.contactUs')}</h2>
            <address className={classes.address}>
              <ul className={classes.list}>
                {CONTACT_LINES.map((line) => (
                  <li key={line.href}>
                    <span className={classes.label}>{t(`footer.${line.label}`)}</span>
                    <a href={line.href} className={classes.link}>
                      {line.text}
                    </a>
                  </li>
                ))}
              </ul>
            </address>
          </div>
          <ExternalLinks title="social" links={SITE_CONTACTS.social} />
          <ExternalLinks title="apps" links={SITE_CONTACTS.apps} />
        </div>
      </div>
      <p className={classes.copyright}>{t('footer.copyright', { year })}</p>
    </footer>
  );
}
