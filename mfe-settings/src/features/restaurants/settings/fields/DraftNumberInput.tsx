import { NumberField } from '@stol/ui/number-field';
import { useState } from 'react';

type TCommonProps = {
  label: string;
  value: number | undefined;
  error?: string;
  min?: number;
  max?: number;
  disabled?: boolean;
};

/**
 * A whole-number setting. The typed text stays as typed (an emptied field stays empty rather than jumping back to
 * the saved value); what is not a number reaches the draft as NaN, which the contracts schema refuses, so the
 * field shows 'Enter a whole number' and Save waits. An `optional` setting (a rule that may be left unset) reaches
 * the draft as undefined when emptied.
 */
export function DraftNumberInput(
  props: TCommonProps &
    (
      | { optional?: false; onValue: (value: number) => void }
      | { optional: true; onValue: (value: number | undefined) => void }
    ),
) {
  const { label, value, error, min, max, disabled } = props;
  const [text, setText] = useState<string | number>(value ?? '');
  return (
    <NumberField
      label={label}
      value={text}
      error={error}
      min={min}
      max={max}
      disabled={disabled}
      allowDecimal={false}
      clampBehavior="none"
      onChange={(next) => {
        setText(next);
        const parsed = typeof next === 'number' ? next : NaN;
        if (props.optional) props.onValue(next === '' ? undefined : parsed);
        else props.onValue(parsed);
      }}
    />
  );
}
