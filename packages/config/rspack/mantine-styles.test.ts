import path from 'node:path';
import { mantineStylesFor } from './mantine-styles.mjs';

const shell = path.resolve(import.meta.dirname, '../../../shell');

describe('mantineStylesFor', () => {
  it('adds the stylesheets of the components a component renders inside', () => {
    const styles = mantineStylesFor(['Modal', 'TextInput'], shell);
    // Modal builds on ModalBase, Overlay and CloseButton; TextInput on Input.
    expect(styles).toEqual(expect.arrayContaining(['Modal', 'ModalBase', 'Overlay', 'CloseButton', 'Input']));
    expect(styles).not.toContain('Table');
  });

  it('ignores exports that are not components or have no stylesheet', () => {
    expect(mantineStylesFor(['createTheme', 'rem', 'Box'], shell)).toEqual([]);
  });
});
