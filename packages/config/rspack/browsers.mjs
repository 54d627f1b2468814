// The browsers the back office supports: Mantine's own list (https://mantine.dev/browser-support/: Chromium 108+,
// Firefox 101+, Safari 15.4+; below that its styles, built on :where and @layer, break anyway). Issue 8 §1: without
// it the CSS minimizer targeted every browser that "fully supports es6" (Safari 10, Chrome 51) and rewrote
// Mantine's logical properties (padding-inline-start…) into left/right pairs with an emulated :dir(), a selector of
// some 20 `:lang()`s, twice (-webkit-any and -moz-any): the login stylesheet was twice its source.
export const SUPPORTED_BROWSERS =
  'chrome >= 108, edge >= 108, firefox >= 101, safari >= 15.4, ios_saf >= 15.4';
