import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '@toll/domain/access';
import { DEFAULT_FEATURE_FLAGS } from '@toll/domain/feature-flags';
import type { Role } from '@toll/domain/roles';
import { officeScreensFor } from './office-nav';

const context = { mode: 'tolling', flags: DEFAULT_FEATURE_FLAGS } as const;
const screensOf = (...roles: Role[]) =>
  officeScreensFor(new Set(capabilitiesOf({ roles }, context))).map((screen) => screen.path);

describe('back-office menu', () => {
  it('shows user management to partner admins and above, not to toll admins or cashiers', () => {
    expect(screensOf('ROLE_ADMIN')).toEqual(['user-management']);
    expect(screensOf('ROLE_CONCORD_ADMIN')).toEqual(['user-management']);
    expect(screensOf('ROLE_PARTNER_ADMIN')).toEqual(['user-management']);
    expect(screensOf('ROLE_TOLL_ADMIN')).toEqual([]);
    expect(screensOf('ROLE_VIGNETTE_USER', 'ROLE_ROUTE_PASS_USER')).toEqual([]);
  });
});
