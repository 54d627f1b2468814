// The stylesheet of the first screen (issue 8 §1): Mantine's global styles and the styles of the components
// /login and the start-up screens render, per component, instead of all of @mantine/core/styles.css.
// The rest comes with the signed-in layout (back-office-styles.ts); a file loaded here is not loaded again.
// Order as Mantine documents it for per-component imports: globals, then the components others build on (those
// no start-up screen renders, ScrollArea, Popover, Overlay, ModalBase and FloatingIndicator, lead the signed-in
// stylesheet instead: back-office-styles.ts).
// Not default-css-variables.css (3.6 KiB compressed): UiProvider has MantineProvider write every theme variable
// itself (deduplicateCssVariables off), from the theme code /login loads anyway.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/ActionIcon.css';
// /login, the manifest error screen and the loading / error states.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
// Toasts bring their own styles when the first one shows (@stol/ui notify/toasts.ts).
