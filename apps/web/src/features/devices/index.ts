// What other features may use of devices: everything else in this folder is its own.
export { VehicleDeviceCell, useContractDevices } from './components/vehicle-device-cell';
