import { useState } from 'react';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportFilters } from './report-filters';
import { AggregatedReport, SalesReport } from './report-tables';
import { EMPTY_FILTERS } from './reports-api';
import { PlateCorrectionsReport } from './plate-corrections-report';
import { ScheduledReports } from './scheduled-reports';

/**
 * `report` (spec §2): the aggregated report, the sales and toll-sales reports over one set of
 * filters, the plate corrections of a period (issue #38) and the scheduled reports sent to partners.
 */
export function ReportsPage() {
  const { t } = useTranslation('office');
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1}>{t('reportsPage.title')}</Title>
        <Tabs defaultValue="aggregated" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="aggregated" id="aggregated-tab">
              {t('reportsPage.aggregated')}
            </Tabs.Tab>
            <Tabs.Tab value="sales" id="sales-tab">
              {t('reportsPage.sales')}
            </Tabs.Tab>
            <Tabs.Tab value="toll-sales" id="toll-sales-tab">
              {t('reportsPage.tollSales')}
            </Tabs.Tab>
            <Tabs.Tab value="plate-corrections" id="plate-corrections-tab">
              {t('plateCorrections.title')}
            </Tabs.Tab>
            <Tabs.Tab value="scheduled">{t('reportsPage.scheduled')}</Tabs.Tab>
          </Tabs.List>
          {(['aggregated', 'sales', 'toll-sales'] as const).map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <Stack gap="md">
                <ReportFilters value={filters} onChange={setFilters} />
                {tab === 'aggregated' ? (
                  <AggregatedReport filters={filters} />
                ) : (
                  <SalesReport filters={filters} toll={tab === 'toll-sales'} />
                )}
              </Stack>
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="plate-corrections" pt="md">
            <PlateCorrectionsReport />
          </Tabs.Panel>
          <Tabs.Panel value="scheduled" pt="md">
            <ScheduledReports />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
