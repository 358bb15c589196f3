import { expect, test } from '@playwright/test';
import { openPage } from './support/page-checks';

// Saved vehicles (spec §7 /vehicles): a signed-in buyer keeps a vehicle on account/settings, the
// purchase wizard offers it at step 3 and fills the country and both plate fields from it; a plate
// typed in the wizard can be kept too. Deleting asks first.

test('a signed-in buyer keeps vehicles and the wizard offers them', async ({ page }) => {
  await openPage(page, '/en/account/settings');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill('customer');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  const section = page.getByRole('region', { name: 'My vehicles' });
  const add = section.getByRole('form', { name: 'Add a vehicle' });
  await add.getByRole('textbox', { name: 'Registration number' }).fill('cb 4242 ab');
  await add.getByRole('textbox', { name: 'Nickname' }).fill('Family car');
  await add.getByRole('button', { name: 'Save the vehicle' }).click();
  await expect(section.getByText('The vehicle is saved.')).toBeVisible();
  await expect(section.getByRole('cell', { name: 'CB4242AB', exact: true })).toBeVisible();
  // the same plate again is refused beside its field
  await add.getByRole('textbox', { name: 'Registration number' }).fill('CB4242AB');
  await add.getByRole('button', { name: 'Save the vehicle' }).click();
  await expect(add.getByText('Vehicle CB4242AB is already among your vehicles')).toBeVisible();

  // the wizard offers it at step 3 (once the page is hydrated: a radio checked in the server's
  // HTML before that is not in the wizard's state, and "Next" then asks for the vehicle type)
  await openPage(page, '/en/buy-vignette');
  const wizard = page.getByTestId('purchase-wizard');
  await wizard.locator('input[name="vehicleType"][value="car"]').check();
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await wizard.locator('input[name="period"][value="WEEKLY"]').check();
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(wizard.getByRole('heading', { name: '3. Registration number and start' })).toBeVisible(); // prettier-ignore
  await wizard.getByRole('combobox', { name: 'Your vehicles' }).click();
  await page.getByRole('option', { name: 'CB4242AB (BG) · Family car' }).click();
  await expect(wizard.getByRole('textbox', { name: 'Registration number', exact: true })).toHaveValue('CB4242AB'); // prettier-ignore
  await expect(wizard.getByRole('textbox', { name: 'Registration number again' })).toHaveValue('CB4242AB'); // prettier-ignore
  // a new plate typed here is kept when asked
  await wizard.getByRole('textbox', { name: 'Registration number', exact: true }).fill('E1234KP');
  await wizard.getByRole('textbox', { name: 'Registration number again' }).fill('E1234KP');
  await wizard.getByRole('checkbox', { name: 'Save this vehicle to my account' }).check();
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(wizard.getByRole('heading', { name: '4. E-mail for the receipt' })).toBeVisible();

  // both are on the settings page; deleting the chosen one asks first
  await openPage(page, '/en/account/settings');
  await expect(section.getByRole('cell', { name: 'E1234KP', exact: true })).toBeVisible();
  await section.getByRole('checkbox', { name: 'Choose E1234KP' }).focus();
  await page.keyboard.press('Space');
  await section.getByRole('button', { name: 'Delete the chosen vehicle' }).click();
  await page.getByRole('dialog', { name: 'Delete vehicles' }).getByRole('button', { name: 'Yes' }).click(); // prettier-ignore
  await expect(section.getByRole('cell', { name: 'E1234KP', exact: true })).toBeHidden();
  await expect(section.getByRole('cell', { name: 'CB4242AB', exact: true })).toBeVisible();
});
