import type { TReservationPhase } from '@stol/contracts';
import type { TRowTexts } from './row-texts';

/**
 * Each phase's chip (issue 22 §3). Late is the one filled chip, so it stands out in a long list; every pair keeps a
 * contrast of at least 4.5:1 (small text) and the phase is always written, never colour alone.
 */
const CHIP: Record<TReservationPhase, { background: string; color: string; border: string }> = {
  late: { background: '#c92a2a', color: '#ffffff', border: '#c92a2a' },
  arriving: { background: '#fff3bf', color: '#5c3c00', border: '#e67700' },
  upcoming: { background: '#e7f5ff', color: '#1864ab', border: '#74c0fc' },
  seated: { background: '#d3f9d8', color: '#1b5e20', border: '#2b8a3e' },
  finished: { background: '#f1f3f5', color: '#495057', border: '#ced4da' },
  no_show: { background: '#f1f3f5', color: '#212529', border: '#868e96' },
  cancelled: { background: '#f1f3f5', color: '#495057', border: '#ced4da' },
};

/** `t`: the caller's (a day's rows share their list's, row-texts.ts). */
export function PhaseBadge({
  phase,
  lateMinutes,
  t,
}: {
  phase: TReservationPhase;
  lateMinutes?: number;
  t: TRowTexts['t'];
}) {
  const chip = CHIP[phase];
  return (
    <span
      data-phase={phase}
      style={{
        display: 'inline-block',
        padding: '1px 8px',
        borderRadius: 12,
        border: `1px solid ${chip.border}`,
        background: chip.background,
        color: chip.color,
        fontSize: 'var(--mantine-font-size-sm)',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        textDecoration: phase === 'cancelled' ? 'line-through' : undefined,
      }}
    >
      {phase === 'late' && lateMinutes !== undefined
        ? t('dayView.lateBy', { minutes: lateMinutes })
        : t(`dayView.phase.${phase}`)}
    </span>
  );
}
