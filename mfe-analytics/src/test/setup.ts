import { notifications } from '@mantine/notifications';
import { act } from '@testing-library/react';

// Every test starts without a persisted session or language.
beforeEach(() => localStorage.clear());

// Mantine's notifications live in a module-level store: without this, one test's toasts (and the display
// limit's queue) would leak into the next.
afterEach(() => act(() => notifications.clean()));
