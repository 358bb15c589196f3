// What other features may use of pos: everything else in this folder is its own.
export { useUserPos } from './api/user-pos';
export { PosPicker } from './components/pos-picker';
