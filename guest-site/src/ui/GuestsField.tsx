import { useTranslation } from 'react-i18next';

interface TProps {
  /** The input's id (its hint is `${id}-hint`): the booking form and the modify screen each have one. */
  id: string;
  value: number;
  min: number;
  max: number;
  /** What the hint under the field says (the range, and on the modify screen the table). */
  hint: string;
  onChange: (guests: number) => void;
}

/** The party-size field of the booking form and the modify screen: a number with its allowed range as a hint. */
export function GuestsField({ id, value, min, max, hint, onChange }: TProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{t('form.guests')}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <small id={`${id}-hint`} className="muted">
        {hint}
      </small>
    </div>
  );
}
