// Test helpers shared by the platform's, the shell's and every remote's component tests. Import from
// '@stol/platform/testing' in test files only (eslint.config.mjs refuses it elsewhere), so no app bundles it.
export { aRestaurant, aTable, aUser, translationKeys } from './fixtures';
export { createFakeLiveEvents, type TFakeLiveEvents } from './fake-live-events';
export type { TUseRestaurantEvents } from '../socket/live-events-context';
export { API, renderRemote, type TProvider, type TRenderRemoteOptions } from './render-remote';
export { atPhoneWidth } from './phone-width';
