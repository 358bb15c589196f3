// What other features may use of record-history: everything else in this folder is its own.
export { RecordHistory } from './components/record-history';
