// What other features may use of session: everything else in this folder is its own.
export { accessContext } from './access-context';
export { forgetSession } from './end-session';
export { useCapabilities } from './hooks/use-capabilities';
export { useLogout } from './hooks/use-logout';
export { useSession } from './hooks/use-session';
export { siteLoginPath, siteReturnPath } from './login-path';
