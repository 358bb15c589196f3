import type { Capability } from '@toll/domain/access-rules';

/** A back-office screen built so far, with the capability (packages/domain access table) it needs. */
export type OfficeScreen = { path: string; capability: Capability; label: 'userManagement' };

/** The back-office menu: each entry shows only to users with its capability (spec §2, §6). */
export const OFFICE_SCREENS: readonly OfficeScreen[] = [
  { path: 'user-management', capability: 'user-management', label: 'userManagement' },
];

export function officeScreensFor(capabilities: ReadonlySet<Capability>): OfficeScreen[] {
  return OFFICE_SCREENS.filter((screen) => capabilities.has(screen.capability));
}
