// What other features may use of vignette-purchase: everything else in this folder is its own.
export { PurchaseWizard } from './components/purchase-wizard';
export { officeWizard } from './model/wizard-store';
