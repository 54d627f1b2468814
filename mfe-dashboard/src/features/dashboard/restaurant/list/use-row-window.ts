import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Days with more reservations than this draw each phase group a window at a time (issue 22 §7: a 300-reservation
 * day in under 200 ms on the tablet). Every row drawn costs a few milliseconds of Mantine components on a slowed
 * tablet, and a busy day's rows are mostly out of sight; a smaller day is drawn whole, as before.
 */
export const WINDOW_FROM_ROWS = 60;

/**
 * How far beyond the screen rows are drawn, so scrolling and Tab meet rows already there. Not on a day's first
 * drawing: that draws what is on the screen, and the rows beyond follow a frame later (issue 22 §7).
 */
const OVERSCAN_PX = 600;
/** How long after a day's first drawing is painted the rows beyond the screen are drawn. */
const OVERSCAN_AFTER_MS = 150;

export interface TRowWindow {
  /** The rows drawn: [first, end). */
  first: number;
  end: number;
  /** Heights of the space standing in for the rows not drawn, above and below. */
  spaceBefore: number;
  spaceAfter: number;
  /** On the element that starts the group's rows (the space before them, drawn even when empty). */
  startRef: (element: HTMLElement | null) => void;
  /** On the group's container: keeps a focused row drawn whatever the scroll (keyboard users keep their place). */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/** Each drawn row carries its index (data-row-index): the window measures their pitch and finds a focused one. */
const ROW_INDEX = 'data-row-index';

/**
 * Which of a group's `count` rows to draw: those within OVERSCAN_PX of the screen, from the group's place on the
 * page and the rows' measured pitch (`estimatePx` until a row has been drawn). Recomputed on any scroll (the page's
 * or a container's) and resize; not windowed, every row is drawn.
 */
export function useRowWindow(
  count: number,
  windowed: boolean,
  estimatePx: number,
  /** The day shown: another day starts from the screen's rows again. */
  dayKey: string,
  /** The list's first group, which starts near the top of the screen. */
  leading: boolean,
): TRowWindow {
  const start = useRef<HTMLElement | null>(null);
  const focused = useRef<number | null>(null);
  // A day's first drawing guesses before any layout is read: a screenful of the first group's rows, none of the
  // others'. The layout effect below then only adds rows the screen shows beyond the guess, so a right guess is
  // drawn and laid out once (a second pass cost a day switch another render and layout of the page).
  const guess = (pitch: number) => ({
    first: 0,
    end: leading ? Math.min(count, Math.ceil(window.innerHeight / pitch)) : 0,
    pitch,
  });
  const [drawn, setDrawn] = useState(() => guess(estimatePx));
  const [firstDrawing, setFirstDrawing] = useState<{ day: string; on: boolean }>({ day: dayKey, on: true });
  if (firstDrawing.day !== dayKey) {
    // Adjusted while rendering (React's pattern for state that follows a prop): the previous day's window is not
    // drawn for the new day first.
    setFirstDrawing({ day: dayKey, on: true });
    setDrawn((was) => guess(was.pitch));
  }
  const overscan = firstDrawing.on ? 0 : OVERSCAN_PX;
  const keepGuess = firstDrawing.on;

  const measure = useCallback(() => {
    const element = start.current;
    if (!windowed || !element) return;
    setDrawn((was) => {
      let pitch = was.pitch;
      const rows = [
        ...(element.parentElement?.querySelectorAll<HTMLElement>(`:scope > [${ROW_INDEX}]`) ?? []),
      ];
      if (rows.length > 1) {
        const span = rows.at(-1)!.getBoundingClientRect().bottom - rows[0]!.getBoundingClientRect().top;
        // Rows differ a little (a notes line, wrapped buttons): a new pitch only when it is 10% off, so the window
        // settles at once (another pass is another layout of the page).
        if (span > 0 && Math.abs(span / rows.length - pitch) > pitch / 10)
          pitch = Math.round(span / rows.length);
      }
      const top = element.getBoundingClientRect().top;
      let first = Math.max(0, Math.floor((-top - overscan) / pitch));
      let end = Math.min(count, Math.max(first, Math.ceil((window.innerHeight - top + overscan) / pitch)));
      if (focused.current !== null && focused.current < count) {
        first = Math.min(first, focused.current);
        end = Math.max(end, focused.current + 1);
      }
      // The first drawing keeps the rows it guessed where they meet the screen's (a few too many, not a redraw).
      if (keepGuess && first <= was.end && was.first <= end) {
        first = Math.min(first, was.first);
        end = Math.max(end, was.end);
      }
      return was.first === first && was.end === end && was.pitch === pitch ? was : { first, end, pitch };
    });
  }, [windowed, count, overscan, keepGuess]);

  // Before the first paint and whenever the rows drawn change: the window follows the layout it made. Not after
  // every render: reading the layout forces the browser to lay the page out there and then.
  useLayoutEffect(measure, [measure, drawn]);

  // The rows beyond the screen, a moment after the day's first drawing has been painted: not in the frames right
  // after it, where the host's next tap or scroll is answered first (a scroll draws the rows it shows meanwhile).
  useEffect(() => {
    if (!windowed || !firstDrawing.on) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setFirstDrawing((was) => ({ ...was, on: false })), OVERSCAN_AFTER_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [windowed, firstDrawing]);

  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    // Capture: a scroll of any container (the page's shell may scroll its main area) reaches the window.
    window.addEventListener('scroll', soon, { capture: true, passive: true });
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon, { capture: true });
      window.removeEventListener('resize', soon);
    };
  }, [windowed, measure]);

  const startRef = useCallback((element: HTMLElement | null) => {
    start.current = element;
  }, []);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest(`[${ROW_INDEX}]`);
    focused.current = row ? Number(row.getAttribute(ROW_INDEX)) : null;
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
  }, []);

  if (!windowed) return { first: 0, end: count, spaceBefore: 0, spaceAfter: 0, startRef, onFocus, onBlur };
  const first = Math.min(drawn.first, count);
  const end = Math.min(Math.max(drawn.end, first), count);
  return {
    first,
    end,
    spaceBefore: first * drawn.pitch,
    spaceAfter: (count - end) * drawn.pitch,
    startRef,
    onFocus,
    onBlur,
  };
}

/** The attribute every drawn row carries (its index in the group). */
export const rowIndexProps = (index: number) => ({ [ROW_INDEX]: index });
