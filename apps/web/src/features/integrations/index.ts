/** Public surface of the integrations feature (issue 10): the screen, posting leads, a lead's deliveries. */
export { LeadDeliveries } from './components/lead-deliveries';
export { PostToIntegrationButton } from './components/post-to-integration';
