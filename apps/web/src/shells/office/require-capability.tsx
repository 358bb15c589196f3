import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Capability } from '@toll/domain/access-rules';
import { useCapabilities } from '../../features/session/hooks/use-capabilities';

/** A back-office screen for users with its capability; the others go to the back-office home. */
export function RequireCapability({
  capability,
  children,
}: {
  capability: Capability;
  children: ReactNode;
}) {
  return useCapabilities().has(capability) ? children : <Navigate replace to="/" />;
}
