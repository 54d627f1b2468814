import { Box, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/translations';
import { parseCssColor } from '../features/restaurants/settings/contrast';

/** The swatch shows nothing it cannot read: an empty or mistyped value leaves it blank rather than guessing. */
const BLANK_SWATCH = 'transparent';

/**
 * What the native picker starts from: it takes only #rrggbb, so #rgb is spelled out and anything else (rgb(),
 * hsl(), empty) shows black — guest spec §2.13's fallback for the hub header background.
 */
export function pickerValue(value: string): string {
  const text = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : '#000000';
}

export type TColorFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * A colour as text (hex, rgb() or hsl(), as the contracts accept) with a swatch and the browser's own colour
 * picker. Not Mantine's ColorInput: the shared @mantine/core copy keeps every component any app imports and
 * every cold page (/login too) downloads it; ColorInput and its picker were new to the monorepo for this screen.
 */
export function ColorField({ label, value, onChange, error }: TColorFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const swatch = value.trim() && parseCssColor(value) ? value.trim() : BLANK_SWATCH;
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autoComplete="off"
      spellCheck={false}
      leftSection={
        <Box
          aria-hidden="true"
          w={18}
          h={18}
          style={{
            borderRadius: 4,
            border: '1px solid var(--mantine-color-default-border)',
            background: swatch,
          }}
        />
      }
      rightSectionPointerEvents="all"
      rightSection={
        <input
          type="color"
          aria-label={t('colorField.picker', { label })}
          value={pickerValue(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
          style={{ width: 26, height: 26, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
        />
      }
    />
  );
}
