// What other features may use of delicts: everything else in this folder is its own.
export { submitGatewayForm } from './model/submit-gateway-form';
