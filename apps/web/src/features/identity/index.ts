// What other features may use of identity: everything else in this folder is its own.
export { IdentityPage } from './components/identity-page';
