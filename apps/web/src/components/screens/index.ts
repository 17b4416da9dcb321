/** The menu's screens (one registry) and the current screen's name and title. */
export {
  SCREENS,
  SECTIONS,
  isCurrentScreen,
  visibleMenu,
  type MenuSection,
  type Screen,
  type ScreenId,
  type SectionId,
} from './screens';
export { ScreenProvider, useDocumentTitle, useScreenName } from './screen-context';
