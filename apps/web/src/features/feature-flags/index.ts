// What other features may use of feature-flags: everything else in this folder is its own.
export { useEffectiveFlags } from './use-effective-flags';
