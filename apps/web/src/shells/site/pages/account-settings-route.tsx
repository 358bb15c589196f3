import { Title } from '@mantine/core';
import { AccountSettingsPage } from '../../../features/identity/components/account-settings-page';
import { ReminderSettingsSection } from '../../../features/self-care/components/reminder-settings-section';
import { SavedVehiclesSection } from '../../../features/self-care/components/saved-vehicles-section';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';

/**
 * `account/settings` with the user's expiry reminders (mail, and SMS: issue #38) and saved vehicles
 * (spec §7 /vehicles) among its sections.
 */
export function AccountSettingsRoute() {
  const t = useSitePagesT();
  return (
    <AccountSettingsPage
      extra={
        <>
          <section aria-labelledby="settings-reminders">
            <Title order={2} size="h3" id="settings-reminders" mb="md">
              {t('reminders.title')}
            </Title>
            <ReminderSettingsSection />
          </section>
          <section aria-labelledby="settings-vehicles">
            <Title order={2} size="h3" id="settings-vehicles" mb="md">
              {t('savedVehicles.title')}
            </Title>
            <SavedVehiclesSection />
          </section>
        </>
      }
    />
  );
}
