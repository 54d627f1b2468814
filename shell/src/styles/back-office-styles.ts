// The other @mantine/core component stylesheets the monorepo needs, loaded with the signed-in layout: the shell's
// screens and the remotes' (Table, Badge, Modal…) render inside it. A folder context rather than a list, so a
// component added to a remote is styled without touching the shell: the build narrows it to the components any
// workspace imports and those they render inside (mantineStylesPlugin in packages/config/rspack/mantine-styles.mjs); the files login-styles.ts already loaded
// are available from the parent chunk, so the bundler leaves them out of this one. (`*.layer.css` are the same
// styles inside @layer, for apps that want them; the app uses the plain ones.)
// Absent under jest, which does not run rspack.
const styles = import.meta.webpackContext?.('mantine-core-styles', {
  recursive: false,
  regExp: /^\.\/[A-Z]\w*\.css$/,
});
styles?.keys().forEach((key) => styles(key));
