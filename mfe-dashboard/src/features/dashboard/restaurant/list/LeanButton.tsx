import { Button, UnstyledButton, useMantineTheme, type ButtonProps, type MantineTheme } from '@mantine/core';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';

/**
 * The day list's action buttons (Info, Check in, Clear, +30m, +1h): Mantine's compact-sm Button as plain elements,
 * with Mantine's own classes (`Button.classes`) and variables (`Button.varsResolver`), so they look and behave as
 * Mantine's do (focus ring, active press, variants, disabled) — `LeanButton.test.tsx` compares the two. A Mantine
 * Button resolves its props, styles and class names through five components on every draw; a busy day's cards
 * hold four or five each, most of a card's drawing time on the tablet (issue 22 §7).
 */
export interface TLeanButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type'> {
  variant?: Extract<ButtonProps['variant'], string>;
  color?: string;
  children: ReactNode;
}

const SIZE = 'compact-sm';

/** Each variant's and colour's variables, worked out once per theme (as Mantine's varsResolver gives them). */
const variablesByTheme = new WeakMap<MantineTheme, Map<string, CSSProperties>>();
function variablesFor(
  theme: MantineTheme,
  variant: string | undefined,
  color: string | undefined,
): CSSProperties {
  let byKey = variablesByTheme.get(theme);
  if (!byKey) variablesByTheme.set(theme, (byKey = new Map()));
  const key = `${variant ?? ''} ${color ?? ''}`;
  let variables = byKey.get(key);
  if (!variables) {
    const { root } = Button.varsResolver(theme, { variant, color, size: SIZE }, {});
    variables = Object.fromEntries(
      Object.entries(root ?? {}).filter(([, value]) => value !== undefined),
    ) as CSSProperties;
    byKey.set(key, variables);
  }
  return variables;
}

const FOCUS_CLASS: Record<MantineTheme['focusRing'], string> = {
  auto: 'mantine-focus-auto',
  always: 'mantine-focus-always',
  never: 'mantine-focus-never',
};

/** Without a variant, Mantine's filled one (its stylesheet's default), as Button does. */
export function LeanButton({ variant, color, disabled, children, style, ...others }: TLeanButtonProps) {
  const theme = useMantineTheme();
  const className = [
    theme.focusClassName || FOCUS_CLASS[theme.focusRing],
    disabled ? '' : theme.activeClassName,
    Button.classes.root,
    'mantine-Button-root',
    UnstyledButton.classes.root,
    'mantine-UnstyledButton-root',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...others}
      type="button"
      className={className}
      style={{ ...variablesFor(theme, variant, color), ...style }}
      data-variant={variant}
      data-size={SIZE}
      data-disabled={disabled || undefined}
      disabled={disabled}
    >
      <span className={`${Button.classes.inner} mantine-Button-inner`}>
        <span className={`${Button.classes.label} mantine-Button-label`}>{children}</span>
      </span>
    </button>
  );
}
