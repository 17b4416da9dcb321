/** Public surface of the shell feature. */
export { AppLayout } from './components/app-layout';
