import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Account } from '@toll/contract/accounts';

/**
 * One contact of a contract on a line: name (and "main"), e-mail addresses and phone numbers. The
 * names, addresses and numbers are data, marked as not to be translated.
 */
export function ContactLine({ contact: c }: { contact: Account['contacts'][number] }) {
  const { t } = useTranslation();
  const numbers = c.contactNumbers.map((n) =>
    [n.countryCode === 'BG' ? '+359' : n.countryCode, n.areaCode, n.localNumber].join(' '),
  );
  return (
    <Text>
      <span translate="no">{`${c.firstName} ${c.lastName}`}</span>
      {c.isPrimary ? ` (${t('selfCareContacts.primary')})` : ''}
      <span translate="no">
        {[...c.contactEmails.map((e) => e.emailAddress), ...numbers]
          .map((part) => ` · ${part}`)
          .join('')}
      </span>
    </Text>
  );
}
