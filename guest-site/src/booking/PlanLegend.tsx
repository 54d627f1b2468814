import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailabilitySlot } from '@stol/contracts';
import { LookPatterns, paintOf, patternIdsFrom, TABLE_LOOKS } from './plan-looks';

/**
 * What the plan's table looks mean (issue 19), each with a swatch drawn as the plan draws it, and the time they
 * describe. Shown beside the plan on the page and in the phone's 'Select a Table' dialog.
 */
export function PlanLegend({ slot }: { slot: TAvailabilitySlot | null }) {
  const { t } = useTranslation();
  const ids = patternIdsFrom(useId());
  return (
    <div className="legend">
      <p className="legend-when">{slot ? t('legend.at', { time: slot.time }) : t('legend.pickTime')}</p>
      <svg className="legend-defs" width="0" height="0" aria-hidden="true" focusable="false">
        <defs>
          <LookPatterns ids={ids} />
        </defs>
      </svg>
      <ul className="legend-list" aria-label={t('legend.label')}>
        {TABLE_LOOKS.map((look) => {
          const paint = paintOf(look, ids);
          return (
            <li key={look} data-look={look}>
              <svg className="legend-swatch" viewBox="0 0 24 16" aria-hidden="true" focusable="false">
                <rect
                  x="1"
                  y="1"
                  width="22"
                  height="14"
                  rx="3"
                  fill={paint.pattern ?? paint.fill}
                  stroke={paint.stroke}
                  strokeWidth="1.5"
                  strokeDasharray={paint.dash}
                />
              </svg>
              {t(`legend.${look}`)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
