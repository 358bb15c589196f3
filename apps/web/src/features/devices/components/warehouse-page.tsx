import { Card, Container, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOfficeAccess } from '../../office-access';
import { HandoutForm } from './handout-form';
import { MovementForm } from './movement-form';
import { MovementList } from './movement-list';
import { ReceiveForm } from './receive-form';
import { StockSummary } from './stock-summary';

/**
 * `warehouse`: the forms the role may use (receive a vendor's CSV, record a movement, hand devices
 * out at the desk), the stock by warehouse, type and condition with its export, and the latest
 * movements with their documents.
 */
export function WarehousePage() {
  const { t } = useTranslation('office');
  const caps = useOfficeAccess().capabilities;
  const forms = [
    caps.has('warehouse.write') && { value: 'receive', label: t('warehouse.receive'), form: <ReceiveForm /> }, // prettier-ignore
    caps.has('warehouse.write') && { value: 'movement', label: t('warehouse.movementForm'), form: <MovementForm /> }, // prettier-ignore
    caps.has('warehouse.handout') && { value: 'handout', label: t('warehouse.handout.title'), form: <HandoutForm /> }, // prettier-ignore
  ].filter((f) => f !== false);
  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('warehouse.title')} – ${t('brand')}`}</title>
      <Stack gap="lg">
        <Title order={1}>{t('warehouse.title')}</Title>
        {forms.length > 0 && (
          <Card withBorder padding="md">
            <Tabs defaultValue={forms[0]!.value}>
              <Tabs.List>
                {forms.map((f) => (
                  <Tabs.Tab key={f.value} value={f.value}>
                    {f.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {forms.map((f) => (
                <Tabs.Panel key={f.value} value={f.value} pt="md">
                  {f.form}
                </Tabs.Panel>
              ))}
            </Tabs>
          </Card>
        )}
        <StockSummary />
        <MovementList />
      </Stack>
    </Container>
  );
}
