import { TextInput, type TextInputProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { parseNumberInput, stepNumber } from './number-field-value';

export type TNumberFieldValue = number | string;

export type TNumberFieldProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'
> & {
  /** A number, or the text while it is empty or half-typed ('', '-', '1.'). */
  value: TNumberFieldValue;
  onChange: (value: TNumberFieldValue) => void;
  min?: number;
  max?: number;
  step?: number;
  allowDecimal?: boolean;
  /** Digits kept after the decimal point. */
  decimalScale?: number;
  /** 'blur': leaving the field brings a number outside min..max back inside. */
  clampBehavior?: 'blur' | 'none';
};

/**
 * A number input on TextInput, for the floor-plan editors' and the settings screens' numeric fields. Not
 * Mantine's NumberInput: the shared @mantine/core copy keeps every component any app imports and /login
 * downloads it (issue 8 §1), and NumberInput (with its stylesheet) would be new to the monorepo for these fields.
 * Same contract as NumberInput's value: a number, or the text while half-typed; arrow up/down step within min..max.
 */
export function NumberField({
  value,
  onChange,
  min,
  max,
  step = 1,
  allowDecimal = true,
  decimalScale,
  clampBehavior = 'none',
  onBlur,
  onKeyDown,
  ...rest
}: TNumberFieldProps) {
  const bounds = { min, max };
  return (
    <TextInput
      {...rest}
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={String(value)}
      onChange={(event) => {
        const next = parseNumberInput(event.currentTarget.value, { allowDecimal, decimalScale });
        if (next !== null) onChange(next);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        onChange(stepNumber(value, event.key === 'ArrowUp' ? step : -step, bounds));
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (clampBehavior === 'blur' && typeof value === 'number') {
          const clamped = stepNumber(value, 0, bounds);
          if (clamped !== value) onChange(clamped);
        }
      }}
    />
  );
}
