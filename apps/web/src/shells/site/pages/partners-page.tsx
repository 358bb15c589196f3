import { useQuery } from '@tanstack/react-query';
import { Container } from '@mantine/core';
import { PUBLIC_PARTNER_TYPES } from '@toll/domain/public-content';
import { contentClasses as classes } from '../../../features/content/components/content-classes';
import { publicPartnersQuery } from '../../../features/partners/api/public-partners-query';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import { QueryState } from './query-state';

/** `partners`: the active sale partners and commissioners from the partner register. */
export function PartnersPage() {
  const t = useSitePagesT();
  const lang = useLang();
  const query = useQuery(publicPartnersQuery(lang));
  return (
    <Container size="lg">
      <SitePageMeta
        title={t('partners.title')}
        description={t('descriptions.partners')}
        path="partners"
      />
      <div className={classes.article}>
        <h1 className={classes.title}>{t('partners.title')}</h1>
        <p className={classes.lead}>{t('partners.lead')}</p>
        <QueryState query={query} empty={t('partners.empty')}>
          {(partners) =>
            PUBLIC_PARTNER_TYPES.map((type) => {
              const ofType = partners.filter((p) => p.partnerType === type);
              if (ofType.length === 0) return null;
              return (
                <section
                  key={type}
                  className={classes.section}
                  aria-labelledby={`partners-${type}`}
                >
                  <h2 id={`partners-${type}`} className={classes.heading}>
                    {t(`partners.type.${type}`)}
                  </h2>
                  <p>{t(`partners.typeText.${type}`)}</p>
                  <ul className={classes.cards}>
                    {ofType.map((partner) => (
                      <li key={partner.id} className={classes.card}>
                        <h3>{partner.name}</h3>
                        {partner.city && <p className={classes.meta}>{partner.city}</p>}
                        {partner.website && (
                          <a href={partner.website} rel="noopener noreferrer">
                            {partner.website.replace(/^https?:\/\//, '')}
                          </a>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          }
        </QueryState>
      </div>
    </Container>
  );
}
