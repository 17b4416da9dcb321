/* Public surface of the saved-views feature (issue 19): the "Views" menu of the leads toolbar. */
export { SavedViewsMenu } from './components/saved-views-menu';
