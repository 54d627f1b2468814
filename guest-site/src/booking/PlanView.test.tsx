import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/i18n';
import { PLAN_VIEW_START, wheelZoom } from './plan-view';
import { PlanView } from './PlanView';

beforeAll(() => {
  initI18n();
  // jsdom has no PointerEvent: a MouseEvent with a pointer id and type is what React reads.
  if (!('PointerEvent' in window))
    Object.defineProperty(window, 'PointerEvent', {
      configurable: true,
      value: class extends MouseEvent {
        readonly pointerId: number;
        readonly pointerType: string;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 1;
          this.pointerType = init.pointerType ?? 'mouse';
        }
      },
    });
});

function renderView() {
  const clicks: string[] = [];
  render(
    <PlanView>
      <button type="button" onClick={() => clicks.push('table')}>
        Table 1
      </button>
    </PlanView>,
  );
  return { clicks, view: screen.getByTestId('plan-view') };
}

const scaleOf = (view: HTMLElement) => Number(view.dataset.scale);
const wheel = (view: HTMLElement, deltaY: number, times = 1) => {
  for (let i = 0; i < times; i += 1) fireEvent.wheel(view, { deltaY, clientX: 0, clientY: 0 });
};

describe('desktop plan: wheel zoom 0.8–2 and a pan limit of 200 × zoom (guest spec §9)', () => {
  it('zooms in with the wheel up to 2 and out down to 0.8, and the page does not scroll meanwhile', () => {
    const { view } = renderView();
    expect(scaleOf(view)).toBe(1);
    const event = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    act(() => void view.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(scaleOf(view)).toBeGreaterThan(1);
    wheel(view, -100, 20);
    expect(scaleOf(view)).toBe(2);
    wheel(view, 100, 40);
    expect(scaleOf(view)).toBe(0.8);
    // Lines (Firefox) count as pixels too.
    fireEvent.wheel(view, { deltaY: -3, deltaMode: 1 });
    expect(scaleOf(view)).toBeGreaterThan(0.8);
  });

  it('pans with a mouse drag, at most 200 px × the zoom either way; a drag does not click the table under it', () => {
    const { view, clicks } = renderView();
    const table = screen.getByRole('button', { name: 'Table 1' });
    fireEvent.pointerDown(table, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(table, { pointerId: 1, clientX: 160, clientY: 130 });
    expect([view.dataset.x, view.dataset.y]).toEqual(['60', '30']);
    fireEvent.pointerMove(table, { pointerId: 1, clientX: 900, clientY: -700 });
    expect([view.dataset.x, view.dataset.y]).toEqual(['200', '-200']);
    fireEvent.pointerUp(table, { pointerId: 1 });
    fireEvent.click(table);
    expect(clicks).toEqual([]);

    // At zoom 2 the limit is 400.
    wheel(view, -100, 20);
    expect(scaleOf(view)).toBe(2);
    fireEvent.pointerDown(view, { pointerId: 2, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(view, { pointerId: 2, clientX: -2000, clientY: 2000 });
    fireEvent.pointerUp(view, { pointerId: 2 });
    expect([view.dataset.x, view.dataset.y]).toEqual(['-400', '400']);
    // Zooming back out pulls the plan in within the smaller limit.
    wheel(view, 100, 40);
    expect([scaleOf(view), Number(view.dataset.x), Number(view.dataset.y)]).toEqual([0.8, -160, 160]);
  });

  it('a press that moves under 10 px is a click on the table; Reset view brings the plan back', async () => {
    const { view, clicks } = renderView();
    const table = screen.getByRole('button', { name: 'Table 1' });
    fireEvent.pointerDown(table, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(table, { pointerId: 1, clientX: 106, clientY: 104 });
    fireEvent.pointerUp(table, { pointerId: 1 });
    fireEvent.click(table);
    expect(clicks).toEqual(['table']);
    expect(view.dataset.x).toBe('0');
    expect(screen.queryByRole('button', { name: 'Reset view' })).not.toBeInTheDocument();

    wheel(view, -100, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    expect([scaleOf(view), view.dataset.x, view.dataset.y]).toEqual([1, '0', '0']);
    expect(screen.queryByRole('button', { name: 'Reset view' })).not.toBeInTheDocument();
  });

  it('keeps the point under the pointer where it was while zooming', () => {
    const zoomed = wheelZoom(PLAN_VIEW_START, { deltaY: -100, deltaMode: 0 }, { x: 50, y: -20 });
    // The content point under the pointer: (at - pan) / scale, before and after.
    expect((50 - zoomed.x) / zoomed.scale).toBeCloseTo(50);
    expect((-20 - zoomed.y) / zoomed.scale).toBeCloseTo(-20);
  });
});
