import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { officeMenu } from './office-nav';
import { useOfficePath } from '../../features/office-access/office-paths';
import { useOfficeAccess } from '../../features/office-access/use-office-access';

/** The left navigation: exactly the screens the user may open, by group (spec §2, §6). */
export function OfficeMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('office');
  const to = useOfficePath();
  const { pathname } = useLocation();
  const groups = officeMenu(useOfficeAccess().capabilities);
  return (
    <ScrollArea type="auto" py="sm">
      <Stack gap="md">
        {groups.map(({ group, screens }) => (
          <div key={group} role="group" aria-labelledby={`office-menu-${group}`}>
            <Text
              id={`office-menu-${group}`}
              size="xs"
              fw={700}
              tt="uppercase"
              c="gray.7"
              px="md"
              mb={4}
            >
              {t(`nav.groups.${group}`)}
            </Text>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {groups.length > 0 &&
                screens.map((screen) => {
                  const href = to(screen.path);
                  const active = pathname === href || pathname.startsWith(`${href}/`);
                  return (
                    <li key={screen.id}>
                      <NavLink
                        component={Link}
                        to={href}
                        label={t(`screens.${screen.id}`)}
                        active={active}
                        aria-current={active ? 'page' : undefined}
                        onClick={onNavigate}
                        px="md"
                        py={6}
                      />
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </Stack>
    </ScrollArea>
  );
}
