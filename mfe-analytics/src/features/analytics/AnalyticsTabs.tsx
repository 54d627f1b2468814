import { Button, Group } from '@mantine/core';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';
import { ANALYTICS_TABS, type TAnalyticsTab } from './analytics-url';

/** Translation key of each tab's name. */
export const TAB_LABEL_KEYS: Record<TAnalyticsTab, string> = {
  heatmap: 'analytics.tabs.heatmap',
  'returning-guests': 'analytics.tabs.returning',
  'no-shows': 'analytics.tabs.noShows',
  'walk-ins': 'analytics.tabs.walkIns',
  'turn-times': 'analytics.tabs.turnTimes',
};

export const tabId = (tab: TAnalyticsTab) => `analytics-tab-${tab}`;
export const panelId = (tab: TAnalyticsTab) => `analytics-panel-${tab}`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: one Tab stop, arrows/Home/End move and select. Written here
 * because Mantine's Tabs is not among the shared components (mantine-core-exports.json) and would grow every
 * app's cold page; buttons wrap onto a second line on a phone instead of scrolling sideways.
 */
export function AnalyticsTabs({
  value,
  onChange,
}: {
  value: TAnalyticsTab;
  onChange: (tab: TAnalyticsTab) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const buttons = useRef(new Map<TAnalyticsTab, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = ANALYTICS_TABS.indexOf(value);
    const last = ANALYTICS_TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = ANALYTICS_TABS[target] ?? value;
    onChange(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    <Group role="tablist" aria-label={t('analytics.tabsLabel')} gap="xs">
      {ANALYTICS_TABS.map((tab) => {
        const selected = tab === value;
        return (
          <Button
            key={tab}
            ref={(node) => {
              if (node) buttons.current.set(tab, node);
              else buttons.current.delete(tab);
            }}
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            variant={selected ? 'filled' : 'default'}
            size="sm"
            onClick={() => onChange(tab)}
            onKeyDown={move}
          >
            {t(TAB_LABEL_KEYS[tab])}
          </Button>
        );
      })}
    </Group>
  );
}
