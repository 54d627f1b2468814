import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { badgeText } from './notices';
import { useNotices } from './use-notices';
import { useLargePartyNotices } from './use-large-party-notices';
import { useWaitlistNotices } from './use-waitlist-notices';

const BellIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
    />
  </svg>
);

const PANEL_WIDTH = 340;
/** The least room kept between the panel and the screen's edge. */
const PANEL_MARGIN = 8;

/**
 * The notification bell (staff spec §2): a button named with the count ('Notifications, 3 new'), a badge capped
 * at 99, and a popover (a disclosure: no extra Mantine component for the remote to download) with the list and
 * Clear all. Escape or a click outside closes it and returns focus to the bell. Memoised: the dashboard hands it the
 * day as a deferred value, so the render that draws the day's rows passes it by (issue 22 §7).
 */
export const NotificationBell = memo(function NotificationBell({
  userId,
  restaurantId,
  reservations,
  now,
}: {
  userId: number;
  restaurantId: number;
  reservations: readonly TReservationListItem[] | undefined;
  now: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { notices, clearAll, announce } = useNotices(userId, reservations, now);
  useWaitlistNotices(restaurantId, announce);
  useLargePartyNotices(restaurantId, announce);
  const [open, setOpen] = useState(false);
  // Which edge of the bell the panel hangs from: its right edge, unless the panel would run off the screen's left
  // (on a phone the bell is the first of the header's buttons, at the left).
  const [fromLeft, setFromLeft] = useState(false);
  const panelId = useId();
  const listLabelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const count = notices.length;
  const badge = badgeText(count);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} style={{ position: 'relative' }}>
      <Button
        ref={button}
        variant="default"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count ? t('bell.name', { count }) : t('bell.nameEmpty')}
        onClick={() => {
          const right = button.current?.getBoundingClientRect().right ?? 0;
          setFromLeft(right < PANEL_WIDTH + PANEL_MARGIN);
          setOpen((o) => !o);
        }}
        leftSection={<BellIcon />}
      >
        {t('bell.nameEmpty')}
      </Button>
      {/* The count sits over the button, not in it: the button's visible text stays its name's start (axe
          label-content-name-mismatch), and the name says the count in words. */}
      {badge ? (
        <Badge
          color="red"
          size="sm"
          circle={count < 10}
          aria-hidden="true"
          style={{ position: 'absolute', top: -8, right: -8, pointerEvents: 'none' }}
        >
          {badge}
        </Badge>
      ) : null}
      {open && (
        <Paper
          id={panelId}
          withBorder
          shadow="md"
          p="sm"
          radius="md"
          style={{
            position: 'absolute',
            ...(fromLeft ? { left: 0 } : { right: 0 }),
            top: 'calc(100% + 6px)',
            width: PANEL_WIDTH,
            maxWidth: `calc(100vw - ${2 * PANEL_MARGIN}px)`,
            zIndex: 20,
          }}
        >
          <Stack gap="xs">
            <Group justify="space-between">
              <Text id={listLabelId} fw={600}>
                {t('bell.list')}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={clearAll} disabled={count === 0}>
                {t('bell.clearAll')}
              </Button>
            </Group>
            {count === 0 ? (
              <Text size="sm">{t('bell.empty')}</Text>
            ) : (
              <Stack
                component="ul"
                aria-labelledby={listLabelId}
                gap={6}
                style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 360, overflowY: 'auto' }}
              >
                {notices.map((n) => (
                  <li key={n.id}>
                    <Text size="sm" fw={600}>
                      {n.title}
                    </Text>
                    <Text size="sm">{n.body}</Text>
                    <Text size="xs" c="dimmed" component="time" dateTime={n.timestamp}>
                      {formatZagreb(n.timestamp, 'HH:mm')}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      )}
    </div>
  );
});
