// The other @mantine/core component stylesheets the monorepo needs, loaded with the signed-in layout: the shell's
// screens and the remotes' (Table, Badge, Modal…) render inside it. A folder context rather than a list, so a
// component added to a remote is styled without touching the shell: the build narrows it to the components any
// workspace imports and those they render inside (mantineStylesPlugin in packages/config/rspack/mantine-styles.mjs); the files login-styles.ts already loaded
// are available from the parent chunk, so the bundler leaves them out of this one. (`*.layer.css` are the same
// styles inside @layer, for apps that want them; the app uses the plain ones.)
// First, in Mantine's documented order, the building blocks no start-up screen renders (so login-styles.ts leaves
// them out, issue 8 §1): later component stylesheets (Modal over ModalBase) must come after them.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/FloatingIndicator.css';

// Absent under jest, which does not run rspack.
const styles = import.meta.webpackContext?.('mantine-core-styles', {
  recursive: false,
  regExp: /^\.\/[A-Z]\w*\.css$/,
});
styles?.keys().forEach((key) => styles(key));
