export { usePrint } from './use-print';
export {
  fetchPrintHistory,
  retryPrintJob,
  sendPrint,
  type TPrintOutcome,
  type TPrintRequest,
  type TPrintTarget,
} from './print-calls';
export { PrintOutcomeView } from './PrintOutcome';
