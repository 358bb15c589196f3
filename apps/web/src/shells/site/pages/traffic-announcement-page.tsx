import { useQuery } from '@tanstack/react-query';
import { Container } from '@mantine/core';
import { activeAnnouncementsQuery } from '../../../features/announcements/api/active-announcements-query';
import { contentClasses as classes } from '../../../features/content/components/content-classes';
import { formatNewsDate } from '../../../features/news/format-news-date';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import { QueryState } from './query-state';

/** `traffic-announcement`: the active announcements, newest first. */
export function TrafficAnnouncementPage() {
  const t = useSitePagesT();
  const lang = useLang();
  const query = useQuery(activeAnnouncementsQuery(lang));
  return (
    <Container size="lg">
      <SitePageMeta
        title={t('traffic.title')}
        description={t('descriptions.trafficAnnouncement')}
        path="traffic-announcement"
      />
      <div className={classes.article}>
        <h1 className={classes.title}>{t('traffic.title')}</h1>
        <p className={classes.lead}>{t('traffic.lead')}</p>
        <QueryState query={query} empty={t('traffic.empty')}>
          {(items) => (
            <ul className={classes.documents}>
              {items.map((item) => (
                <li key={item.id} className={classes.document}>
                  <p className={classes.meta}>
                    <time dateTime={item.createdAt}>{formatNewsDate(item.createdAt, lang)}</time>
                    {' · '}
                    {t(`traffic.productType.${item.productType}`)}
                  </p>
                  <p>{item.message}</p>
                  {item.link && (
                    <a href={item.link} rel="noopener noreferrer">
                      {t('traffic.moreInfo')}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Container>
  );
}
