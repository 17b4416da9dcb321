/**
 * Public surface of the distribution feature (issue 22): the screen is loaded by the router (lazy); the
 * lead drawer shows a lead's route, the leads bulk bar distributes, the integration form edits buyer settings.
 */
export { LeadRoute } from './components/lead-route';
export { DistributeButton } from './components/distribute-button';
export { BuyerSettingsSection } from './components/buyer-settings-section';
export { buyerFormOf, buyerInputOf, type BuyerForm } from './buyer-form';
