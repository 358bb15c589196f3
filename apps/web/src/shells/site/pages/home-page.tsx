import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { PriceOverview } from '../../../features/products/components/price-overview';
import { VignetteProductJsonLd } from '../../../features/products/components/vignette-product-json-ld';
import { sitePath } from '../routes';
import { SitePageMeta } from '../site-page-meta';
import classes from './home-page.module.css';

/** `/{lang}/`: buy an e-vignette, check one, and today's prices. Also the page for unknown paths. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <SitePageMeta title={t('pages.home.title')} path="" />
      <VignetteProductJsonLd />
      <section className={classes.hero} aria-labelledby="home-hero-title">
        <Container size="lg">
          <Title order={1} id="home-hero-title" className={classes.heroTitle}>
            {t('home.heroTitle')}
          </Title>
          <Text size="lg" className={classes.heroText}>
            {t('home.heroText')}
          </Text>
          <Group gap="sm">
            <Button component={LangLink} to={sitePath('buyVignette')} size="md" variant="white">
              {t('home.buyVignette')}
            </Button>
            <Button
              component={LangLink}
              to={sitePath('checkVignette')}
              size="md"
              className={classes.secondary}
            >
              {t('home.checkVignette')}
            </Button>
          </Group>
        </Container>
      </section>
      <Container size="lg">
        <PriceOverview />
      </Container>
    </>
  );
}
