import { Stack, Title } from '@mantine/core';
import { minutesLate } from '@stol/contracts';
import { memo } from 'react';
import type { TPhasedRow, TPhaseSection } from '../day/phase-groups';
import { LEAN } from './lean-styles';
import { PhaseBadge } from './PhaseBadge';
import { RowActions } from './RowActions';
import { useRowTexts } from './row-texts';
import { stayText, tablesText } from './row-text';
import type { TRowSharedProps, TTodayRowsProps } from './today-rows-props';
import { rowIndexProps, useRowWindow } from './use-row-window';

/** A card's height with its gap on the tablet (157 px measured on a busy day), until the first ones are measured. */
const CARD_ESTIMATE_PX = 155;

/** One reservation; memoised so a poll that changes one booking redraws that card, not the day. */
const DayCard = memo(function DayCard({
  row,
  index,
  setSize,
  now,
  actions,
  onInfo,
  extendDisabledReasonId,
  readOnly,
  onEarlyCheckIn,
  texts,
}: TRowSharedProps & { row: TPhasedRow; index: number; setSize: number }) {
  const { t, guestName, guestLine } = texts;
  const { reservation: r, phase } = row;
  const line = guestLine(r);
  const stay = stayText(r);
  return (
    <li
      style={LEAN.card}
      data-reservation-id={r.id}
      data-phase={phase}
      {...rowIndexProps(index)}
      // A windowed group draws some of its cards: each still says where it stands in the whole group.
      aria-setsize={setSize}
      aria-posinset={index + 1}
      aria-label={`${stay} ${guestName(r)}`}
    >
      <div style={LEAN.cardHead}>
        <p style={LEAN.time}>{stay}</p>
        <PhaseBadge
          phase={phase}
          lateMinutes={phase === 'late' ? minutesLate(r.date, now) : undefined}
          t={t}
        />
      </div>
      <p style={LEAN.name}>{guestName(r)}</p>
      {line && (
        <p style={LEAN.guestLine} data-testid="guest-line">
          {line}
        </p>
      )}
      <p style={LEAN.party}>{t('day.card.partyAndTables', { count: r.partySize, tables: tablesText(r) })}</p>
      <RowActions
        reservation={r}
        now={now}
        actions={actions}
        onInfo={onInfo}
        extendDisabledReasonId={extendDisabledReasonId}
        readOnly={readOnly}
        onEarlyCheckIn={onEarlyCheckIn}
        texts={texts}
      />
    </li>
  );
});

/** A phase group's heading and cards; on a long day only the cards near the screen are drawn. */
function CardGroup({
  section: { group, rows },
  windowed,
  day,
  leading,
  ...cardProps
}: TRowSharedProps & { section: TPhaseSection; windowed: boolean; day: string; leading: boolean }) {
  const { t } = cardProps.texts;
  const { first, end, spaceBefore, spaceAfter, startRef, onFocus, onBlur } = useRowWindow(
    rows.length,
    windowed,
    CARD_ESTIMATE_PX,
    day,
    leading,
  );
  return (
    <Stack gap="xs" data-group={group} data-rows={rows.length}>
      <Title order={3} size="h5">
        {t(`dayView.groups.${group}`)} ({rows.length})
      </Title>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {windowed && <li aria-hidden="true" ref={startRef} style={{ height: spaceBefore }} />}
        {rows.slice(first, end).map((row, i) => (
          <DayCard
            key={row.reservation.id}
            row={row}
            index={first + i}
            setSize={rows.length}
            {...cardProps}
          />
        ))}
        {windowed && spaceAfter > 0 && <li aria-hidden="true" style={{ height: spaceAfter }} />}
      </Stack>
    </Stack>
  );
}

/**
 * Phones and the tablet: one card per reservation with time, phase, name, the guest line, guests, tables and the
 * actions, under each phase group's heading, all within the screen's width (a table would push time or actions
 * off-screen).
 */
export function TodayCards({
  sections,
  windowed,
  day,
  now,
  actions,
  onInfo,
  extendDisabledReasonId,
  readOnly,
  onEarlyCheckIn,
}: TTodayRowsProps) {
  const texts = useRowTexts();
  const cardProps = { now, actions, onInfo, extendDisabledReasonId, readOnly, onEarlyCheckIn, texts };
  return (
    <Stack gap="md">
      {sections.map((section, index) => (
        <CardGroup
          key={section.group}
          section={section}
          windowed={windowed}
          day={day}
          leading={index === 0}
          {...cardProps}
        />
      ))}
    </Stack>
  );
}
