import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { selfCareAccountsSchema } from '@toll/contract/accounts';
import { api } from '../../../api/typed-client';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { IdentityPage } from '../../../features/identity/components/identity-page';
import { ContractPayments } from '../../../features/self-care/components/contract-payments';
import { useLang } from '../../../i18n/use-lang';
import { ContactLine } from '../../../features/self-care/components/contact-line';

/**
 * `account/contract-management` (a user with a customer id): their contracts, vehicles and money
 * (balances, top-up and initial payment by card; the card gateway sends the customer back here
 * with `?cardPayment=<id>`).
 */
export function ContractManagementPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search] = useSearchParams();
  const returned = search.get('cardPayment');
  const contracts = useQuery({
    queryKey: ['self-care', 'accounts', lang],
    queryFn: ({ signal }) =>
      api.get('/self-care/accounts', {
        lang,
        signal,
        parse: (json) => selfCareAccountsSchema.parse(json),
      }),
  });
  return (
    <IdentityPage pageId="contractManagement" size="md">
      <Stack gap="lg">
        <Anchor component={LangLink} to="account">
          {t('accountSettings.toAccount')}
        </Anchor>
        {contracts.error && <FormAlert message={t('selfCare.failed')} />}
        {contracts.data?.length === 0 && <Text>{t('selfCare.none')}</Text>}
        {contracts.data?.map(({ account, units }) => (
          <Card key={account.id} withBorder padding="lg">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={2} size="h3">
                  {t('selfCare.contract', { number: account.number })}
                </Title>
                <Group gap="xs">
                  <Badge variant="light">
                    {t(`selfCare.type.${account.accountType as 1 | 2}`)}
                  </Badge>
                  <Badge variant="light" color={account.status === 'ACTIVE' ? 'green' : 'gray'}>
                    {t(`selfCare.status.${account.status}`)}
                  </Badge>
                  <Badge variant="outline" color={account.signed ? 'green' : 'orange'}>
                    {account.signed ? t('selfCare.signed') : t('selfCare.notSigned')}
                  </Badge>
                </Group>
              </Group>
              {units.length === 0 ? (
                <Text>{t('selfCare.noVehicles')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={0} type="native">
                  <Table striped aria-label={t('selfCare.contract', { number: account.number })}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('selfCare.plate')}</Table.Th>
                        <Table.Th>{t('selfCare.vehicle')}</Table.Th>
                        <Table.Th>{t('selfCare.axles')}</Table.Th>
                        <Table.Th>{t('selfCare.category')}</Table.Th>
                        <Table.Th>{t('selfCare.vehicleStatus')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {units.map((unit) => (
                        <Table.Tr key={unit.accountUnitId}>
                          <Table.Td translate="no">{unit.plate}</Table.Td>
                          <Table.Td translate="no">
                            {[unit.make, unit.model].filter(Boolean).join(' ')}
                          </Table.Td>
                          <Table.Td>{unit.totalAxles}</Table.Td>
                          <Table.Td>
                            {unit.tollCategory
                              ? t(`selfCare.categories.${unit.tollCategory}`)
                              : unit.vehicleType === 'TRACKING_DEVICE'
                                ? t('selfCare.tracker')
                                : t('selfCare.noCategory')}
                          </Table.Td>
                          <Table.Td>{t(`selfCare.unitStatus.${unit.status}`)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <ContractPayments accountId={account.id} returned={returned} />
              <Title order={3} size="h4">
                {t('selfCareContacts.title')}
              </Title>
              {account.contacts.map((c) => (
                <ContactLine key={c.id} contact={c} />
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    </IdentityPage>
  );
}
