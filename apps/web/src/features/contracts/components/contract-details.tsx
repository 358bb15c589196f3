import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Account } from '@toll/contract/accounts';
import { formatMoney } from '@toll/domain/money-format';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';

/** The read-only tabs of a contract: its client, its terms and its contacts. */
export function ContractDetailPanels({ account }: { account: Account }) {
  const { t } = useTranslation('office');
  const c = account.customer;
  const field = (label: string, value: ReactNode) => (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text>{value === null || value === '' ? '—' : value}</Text>
    </div>
  );
  const lang = useLang();
  const money = (minor: number) => formatMoney({ minor, currency: 'EUR' }, lang);

  return (
    <>
      <Tabs.Panel value="client" pt="md">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {field(
            t('contracts.fields.customerType'),
            t(`contracts.customerTypes.${c.customerType as 1 | 2}`),
          )}
          {field(
            t(`contracts.idTypes.${c.identificationType as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`),
            c.identificationNumber,
          )}
          {field(t('contracts.client'), c.name)}
          {field(
            t('contracts.fields.vatRegistered'),
            c.vatRegistered ? t('common.yes') : t('common.no'),
          )}
          {field(
            t('contracts.fields.street'),
            `${c.street}, ${c.postalCode} ${c.city}, ${c.countryCode}`,
          )}
          {field(
            t('contracts.fields.preferredLanguage'),
            t(`common.langName.${c.preferredLanguage}`),
          )}
          {field(t('contracts.fields.iban'), c.iban)}
        </SimpleGrid>
      </Tabs.Panel>
      <Tabs.Panel value="contract" pt="md">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {field(
            t('contracts.fields.accountType'),
            t(`contracts.types.${account.accountType as 1 | 2}`),
          )}
          {field(
            t('contracts.fields.obligationPeriod'),
            account.obligationPeriod && t(`contracts.periods.${account.obligationPeriod}`),
          )}
          {field(
            t('contracts.fields.duePaymentDays'),
            account.duePaymentDays === null
              ? null
              : `${account.duePaymentDays} (${t(`contracts.counters.${account.dueDaysCounter ?? 'CALENDAR'}`)})`,
          )}
          {field(t('contracts.fields.postponeDays'), account.postponeDays)}
          {field(
            t('contracts.fields.creditLimitBgTollEur'),
            money(account.creditLimitBgTollEurMinor),
          )}
          {field(
            t('contracts.fields.hasMstsToll'),
            account.hasMstsToll ? t('common.yes') : t('common.no'),
          )}
          {account.hasMstsToll &&
            field(
              t('contracts.fields.creditLimitEuTollEur'),
              money(account.creditLimitEuTollEurMinor),
            )}
          {field(
            t('contracts.fields.signedAt'),
            account.signedAt && formatSofiaDateTime(account.signedAt),
          )}
          {field(t('contracts.fields.createdAt'), formatSofiaDateTime(account.createdAt))}
        </SimpleGrid>
      </Tabs.Panel>
      <Tabs.Panel value="contacts" pt="md">
        <Stack>
          {account.contacts.map((contact) => (
            <SimpleGrid key={contact.id} cols={{ base: 1, md: 3 }}>
              {field(
                t('contracts.fields.firstName'),
                `${contact.firstName} ${contact.lastName}${contact.isPrimary ? ' ★' : ''}`,
              )}
              {field(
                t('contracts.fields.email'),
                contact.contactEmails.map((e) => e.emailAddress).join(', '),
              )}
              {field(
                t('contracts.fields.phone'),
                contact.contactNumbers.map((n) => `+359 ${n.areaCode} ${n.localNumber}`).join(', '),
              )}
            </SimpleGrid>
          ))}
        </Stack>
      </Tabs.Panel>
    </>
  );
}
