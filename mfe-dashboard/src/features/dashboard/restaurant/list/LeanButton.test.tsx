import { Button } from '@mantine/core';
import { UiProvider } from '@stol/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LeanButton, type TLeanButtonProps } from './LeanButton';

const inTheme = (node: ReactNode) =>
  render(<UiProvider>{node}</UiProvider>).container.querySelector('button')!;

/** What makes a button look and act as it does: its classes, variables, data attributes, state and inner markup. */
const lookOf = (button: HTMLButtonElement) => ({
  classes: [...button.classList].sort(),
  style: button.getAttribute('style'),
  data: Object.fromEntries(
    [...button.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name, a.value]),
  ),
  disabled: button.disabled,
  type: button.type,
  inner: button.innerHTML,
});

const cases: Omit<TLeanButtonProps, 'children'>[] = [
  { variant: 'default' },
  {},
  { variant: 'light' },
  { variant: 'outline', color: 'red.9' },
  { variant: 'light', disabled: true },
];

describe('LeanButton', () => {
  it.each(cases)('looks and acts as Mantine’s compact-sm Button (%o)', (props) => {
    const mantine = inTheme(
      <Button size="compact-sm" {...props}>
        Check in
      </Button>,
    );
    const lean = inTheme(<LeanButton {...props}>Check in</LeanButton>);
    expect(lookOf(lean)).toEqual(lookOf(mantine));
  });

  it('passes clicks, names and descriptions through; a disabled one is not clicked', () => {
    const clicked: string[] = [];
    const { getByRole } = render(
      <UiProvider>
        <LeanButton
          aria-label="Extend by 30 minutes"
          aria-describedby="why"
          onClick={() => clicked.push('extend')}
        >
          +30m
        </LeanButton>
        <LeanButton disabled onClick={() => clicked.push('disabled')}>
          +1h
        </LeanButton>
      </UiProvider>,
    );
    const extend = getByRole('button', { name: 'Extend by 30 minutes' });
    expect(extend).toHaveAttribute('aria-describedby', 'why');
    extend.click();
    getByRole('button', { name: '+1h' }).click();
    expect(clicked).toEqual(['extend']);
  });
});
