import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import type { TCovers } from './covers';

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0 };
const STYLE = {
  summary: { ...row, gap: 'var(--mantine-spacing-md)' },
  label: { margin: 0, fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 },
  item: { ...row, flexWrap: 'nowrap', gap: 'calc(0.25rem * var(--mantine-scale))' },
  term: { fontSize: 'var(--mantine-font-size-sm)' },
  value: { margin: 0, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 'var(--mantine-line-height-lg)', fontWeight: 700 },
} satisfies Record<string, CSSProperties>;

/**
 * The day's covers in the header: booked, seated, still expected (issue 22 §4). Plain elements with the theme's
 * variables rather than Mantine's Group and Text: the header is redrawn with every day switch (list/lean-styles.ts).
 */
export function CoversSummary({ covers }: { covers: TCovers }) {
  const { t } = useTranslation(NAMESPACE);
  const items = [
    { key: 'booked', value: covers.booked },
    { key: 'seated', value: covers.seated },
    { key: 'expected', value: covers.expected },
  ] as const;
  return (
    <div style={STYLE.summary} data-testid="covers">
      <p style={STYLE.label}>{t('dayView.covers.label')}</p>
      <dl style={STYLE.summary}>
        {items.map(({ key, value }) => (
          <div key={key} style={STYLE.item} data-covers={key}>
            <dt style={STYLE.term}>{t(`dayView.covers.${key}`)}</dt>
            <dd style={STYLE.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
