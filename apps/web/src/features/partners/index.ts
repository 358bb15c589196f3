// What other features may use of partners: everything else in this folder is its own.
export { useWholePartnerList } from './api/list-partners';
export { usePartnerChoices } from './api/partner-choices';
export { PartnerPicker } from './components/partner-picker';
