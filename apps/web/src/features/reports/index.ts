/** Public surface of the reports feature (issue 11): the /reports screen is loaded by the router. */
export { exportReport, fileNameOf } from './api/reports-api';
