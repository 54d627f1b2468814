import { notifications } from '@mantine/notifications';
import { act } from '@testing-library/react';

// Every test starts without a persisted session or language.
beforeEach(() => localStorage.clear());

// Mantine's notifications live in a module-level store: without this, one test's toasts (and the display
// limit's queue) would leak into the next.
afterEach(() => act(() => notifications.clean()));

// jest-fixed-jsdom swaps jsdom's FormData for Node's, which cannot read a <form>. React 19 builds one from the
// form when a submit starts a transition (react-router's navigation does: Load writes the report into the URL),
// so a submitted form threw in tests only. This one reads the form's named fields, as a browser's does.
const NodeFormData = globalThis.FormData;
class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of Array.from(form?.elements ?? [])) {
      const field = element as HTMLInputElement;
      const unchecked = (field.type === 'checkbox' || field.type === 'radio') && !field.checked;
      if (field.name && !field.disabled && !unchecked) this.append(field.name, field.value);
    }
  }
}
globalThis.FormData = FormDataOfForm as typeof FormData;
