import { Anchor, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { PriceOverview } from '../../../features/products/components/price-overview';
import { VignetteProductJsonLd } from '../../../features/products/components/vignette-product-json-ld';
import { PurchaseWizard } from '../../../features/vignette-purchase/components/purchase-wizard';
import { sitePath } from '../../../site-kit/routes';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import classes from './home-page.module.css';

/**
 * `/{lang}/`: buy an e-vignette right here (the wizard's first steps are part of the page, the rest
 * loads when reached), check one, and today's prices. Also the page for unknown paths.
 */
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
            {t('home.heroText')}{' '}
            <Anchor
              component={LangLink}
              to={sitePath('checkVignette')}
              className={classes.heroLink}
            >
              {t('home.checkVignette')}
            </Anchor>
          </Text>
          <PurchaseWizard />
        </Container>
      </section>
      <Container size="lg">
        <PriceOverview />
      </Container>
    </>
  );
}
