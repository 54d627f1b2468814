import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TChairShape, TUser } from '@stol/contracts';
import { configurePlatform, createPlatformStore, PlatformProvider } from '@stol/platform';
import { API, aRestaurant, aUser } from '@stol/platform/testing';
import { UiProvider } from '@stol/ui';
import { http, HttpResponse } from 'msw';
import { setupApiServer } from '../../test/msw';
import { ChairEditorDialog, type TChairEditorDialogProps } from './ChairEditorDialog';

const server = setupApiServer();

// jsdom has no PointerEvent: without one, fireEvent.pointer* would carry no coordinates or pointer id.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventForTests extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventForTests });
}

const superadmin = aUser({ role: 'superadmin', restaurantId: null, email: 'superadmin@demo.test' });
const table = { id: 12, number: 5, seats: 6, x: 100, y: 200, width: 60, height: 40 };
const overrides: TChairShape[] = [
  { shape: 'rect', ox: 4, oy: -14, width: 10, height: 10, radius: 3 },
  { shape: 'circle', ocx: 30, ocy: 50, r: 5 },
];

/** Records every PATCH /restaurants/:id body and answers with `answer` (the saved restaurant by default). */
function recordPatches(answer?: () => Response) {
  const patches: { id: string; body: unknown }[] = [];
  server.use(
    http.patch(`${API}/restaurants/:id`, async ({ request, params }) => {
      const body = await request.json();
      patches.push({ id: String(params.id), body });
      // The server answers the merged floor plan; these tests only need a valid restaurant.
      return answer ? answer() : HttpResponse.json(aRestaurant({ id: 3, floorplan: {} }));
    }),
  );
  return patches;
}

function renderDialog(props: Partial<TChairEditorDialogProps> = {}, user: TUser = superadmin) {
  configurePlatform({ apiUrl: API });
  const store = createPlatformStore({ token: 'access-token', user });
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const ui = (more: Partial<TChairEditorDialogProps>) => (
    <PlatformProvider store={store}>
      <UiProvider>
        <ChairEditorDialog
          opened
          onClose={onClose}
          restaurantId={3}
          table={table}
          chairs={null}
          cornerRadii={{ tl: 0, tr: 4 }}
          onSaved={onSaved}
          {...props}
          {...more}
        />
      </UiProvider>
    </PlatformProvider>
  );
  const view = render(ui({}));
  return { onClose, onSaved, rerender: (more: Partial<TChairEditorDialogProps>) => view.rerender(ui(more)) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Chairs of table 5' });
const chairButtons = () => within(dialog()).queryAllByRole('button', { name: /^Chair \d+ of \d+$/ });
const chairShape = (button: HTMLElement) => button.querySelector('rect, circle') as SVGElement;
const attrs = (el: SVGElement, ...names: string[]) =>
  Object.fromEntries(names.map((n) => [n, Number(el.getAttribute(n))]));
const click = (name: string | RegExp) => userEvent.click(within(dialog()).getByRole('button', { name }));

describe('ChairEditorDialog', () => {
  it('starts from the generated chairs, one per seat, drawn around the table', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Chairs of table 5' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Chairs of table 5: 6 chairs' })).toBeInTheDocument();
    const chairs = chairButtons();
    expect(chairs).toHaveLength(6);
    expect(chairs[2]).toHaveAccessibleName('Chair 3 of 6');
    // A long table (60x40): its chairs stand along the long sides; the first, at the top, a quarter of the length
    // in and 6 above the edge.
    expect(attrs(chairShape(chairs[0]!), 'cx', 'cy', 'r')).toEqual({ cx: 115, cy: 194, r: 4.5 });
  });

  it('starts from the overrides when the table has them, resolved against the table origin', async () => {
    renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    const [first, second] = chairButtons();
    expect(chairButtons()).toHaveLength(2);
    expect(attrs(chairShape(first!), 'x', 'y', 'width', 'height', 'rx')).toEqual({
      x: 104,
      y: 186,
      width: 10,
      height: 10,
      rx: 3,
    });
    expect(attrs(chairShape(second!), 'cx', 'cy', 'r')).toEqual({ cx: 130, cy: 250, r: 5 });
  });

  it('adds a 10x10 chair (radius 3) 4 inside the table origin, and a round one of radius 6; deletes the selected', async () => {
    renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    expect(within(dialog()).getByRole('button', { name: 'Delete selected' })).toBeDisabled();

    await click('Add chair');
    expect(chairButtons()).toHaveLength(3);
    const added = within(dialog()).getByRole('button', { name: 'Chair 3 of 3' });
    expect(added).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Chair 3 of 3 added');
    expect(attrs(chairShape(added), 'x', 'y', 'width', 'height', 'rx')).toEqual({
      x: 104,
      y: 204,
      width: 10,
      height: 10,
      rx: 3,
    });

    await click('Add round chair');
    expect(
      attrs(chairShape(within(dialog()).getByRole('button', { name: 'Chair 4 of 4' })), 'cx', 'cy', 'r'),
    ).toEqual({ cx: 110, cy: 210, r: 6 });

    // Click the first chair to select it, then delete it.
    await userEvent.click(chairButtons()[0]!);
    expect(screen.getByText('Selected: Chair 1 of 4')).toBeInTheDocument();
    await click('Delete selected');
    expect(chairButtons()).toHaveLength(3);
    expect(chairShape(chairButtons()[0]!).tagName).toBe('circle');
    expect(screen.getByText('Select a chair to change its size.')).toBeInTheDocument();
  });

  it('keeps W and H at least 4 and the radius at least 0', async () => {
    const patches = recordPatches();
    renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    await userEvent.click(chairButtons()[0]!);

    const width = within(dialog()).getByRole('textbox', { name: 'Width' });
    await userEvent.clear(width);
    await userEvent.type(width, '2');
    await userEvent.tab();
    expect(width).toHaveValue('4');
    const height = within(dialog()).getByRole('textbox', { name: 'Height' });
    await userEvent.clear(height);
    await userEvent.type(height, '16');
    await userEvent.tab();
    expect(height).toHaveValue('16');
    const radius = within(dialog()).getByRole('textbox', { name: 'Radius' });
    await userEvent.clear(radius);
    await userEvent.type(radius, '-5');
    await userEvent.tab();
    expect(radius).toHaveValue('0');
    expect(attrs(chairShape(chairButtons()[0]!), 'width', 'height', 'rx')).toEqual({
      width: 4,
      height: 16,
      rx: 0,
    });

    // A circle has only its radius.
    await userEvent.click(chairButtons()[1]!);
    expect(within(dialog()).queryByRole('textbox', { name: 'Width' })).not.toBeInTheDocument();
    const r = within(dialog()).getByRole('textbox', { name: 'Radius' });
    expect(r).toHaveValue('5');
    await userEvent.clear(r);
    await userEvent.type(r, '7');
    await userEvent.tab();

    await click('Save');
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({
      floorplan: {
        chairOverrides: {
          '12': [
            { shape: 'rect', ox: 4, oy: -14, width: 4, height: 16, radius: 0 },
            { shape: 'circle', ocx: 30, ocy: 50, r: 7 },
          ],
        },
      },
    });
  });

  it('moves the focused chair one grid step with the arrows (Shift: ten), snapped, and deletes it with Delete', async () => {
    renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    const first = chairButtons()[0]!;
    act(() => first.focus());
    expect(first).toHaveFocus();
    expect(screen.getByTestId('chair-focus-ring')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    // (104, 186) + 10 right, onto the 10 grid.
    expect(attrs(chairShape(first), 'x', 'y')).toEqual({ x: 110, y: 190 });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(attrs(chairShape(first), 'x', 'y')).toEqual({ x: 110, y: 290 });
    // Further down is clamped: the centre stays within 60 of the table's bottom edge (240).
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(attrs(chairShape(first), 'x', 'y')).toEqual({ x: 110, y: 295 });
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(attrs(chairShape(first), 'x', 'y')).toEqual({ x: 110, y: 200 });

    // A coarser grid, and snapping off: one unit per arrow.
    const grid = within(dialog()).getByRole('textbox', { name: 'Grid' });
    await userEvent.clear(grid);
    await userEvent.type(grid, '25');
    act(() => first.focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(attrs(chairShape(first), 'x', 'y')).toEqual({ x: 75, y: 200 });
    await userEvent.click(screen.getByRole('switch', { name: 'Snap to grid' }));
    act(() => first.focus());
    await userEvent.keyboard('{ArrowUp}');
    expect(attrs(chairShape(first), 'x', 'y')).toEqual({ x: 75, y: 199 });

    await userEvent.keyboard('{Delete}');
    expect(chairButtons()).toHaveLength(1);
    // Focus moves to the chair that took its place.
    expect(chairButtons()[0]).toHaveFocus();
  });

  it('drags a chair after 2 px of travel, snapped to the grid; a shorter press only selects', async () => {
    renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    const svg = screen.getByTestId('chair-canvas') as unknown as SVGSVGElement;
    // One client pixel per canvas unit, client (0, 0) at canvas (0, 0).
    const identity = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };
    Object.assign(svg, { getScreenCTM: () => ({ inverse: () => identity }) });
    const first = chairButtons()[0]!;

    fireEvent.pointerDown(first, { pointerId: 1, button: 0, clientX: 500, clientY: 500 });
    fireEvent.pointerMove(first, { pointerId: 1, clientX: 501, clientY: 501 });
    fireEvent.pointerUp(first, { pointerId: 1, clientX: 501, clientY: 501 });
    expect(attrs(chairShape(first), 'x', 'y')).toEqual({ x: 104, y: 186 });
    expect(first).toHaveAttribute('aria-pressed', 'true');

    fireEvent.pointerDown(first, { pointerId: 2, button: 0, clientX: 500, clientY: 500 });
    fireEvent.pointerMove(first, { pointerId: 2, clientX: 502, clientY: 500 });
    fireEvent.pointerMove(first, { pointerId: 2, clientX: 523, clientY: 517 });
    fireEvent.pointerUp(first, { pointerId: 2, clientX: 523, clientY: 517 });
    // (104, 186) + (23, 17) = (127, 203), snapped to (130, 200).
    expect(attrs(chairShape(first), 'x', 'y')).toEqual({ x: 130, y: 200 });

    // Far away: kept within 60 of the table.
    fireEvent.pointerDown(first, { pointerId: 3, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(first, { pointerId: 3, clientX: 0, clientY: -400 });
    fireEvent.pointerUp(first, { pointerId: 3, clientX: 0, clientY: -400 });
    expect(attrs(chairShape(first), 'x', 'y')).toEqual({ x: 130, y: 135 });
  });

  it('zooms from 100 % to 400 % in 25 % steps around the table', async () => {
    renderDialog();
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    const zoomIn = within(dialog()).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(dialog()).getByRole('button', { name: 'Zoom out' });
    const svg = screen.getByTestId('chair-canvas');
    const viewBox = () => svg.getAttribute('viewBox')!.split(' ').map(Number);
    expect(screen.getByTestId('chair-zoom')).toHaveTextContent('100%');
    expect(zoomOut).toBeDisabled();
    const [, , width100] = viewBox();

    await userEvent.click(zoomIn);
    expect(screen.getByTestId('chair-zoom')).toHaveTextContent('125%');
    expect(viewBox()[2]).toBeCloseTo(width100! / 1.25, 4);
    for (let i = 0; i < 11; i += 1) await userEvent.click(zoomIn);
    expect(screen.getByTestId('chair-zoom')).toHaveTextContent('400%');
    expect(zoomIn).toBeDisabled();
    const [x, y, w, h] = viewBox();
    // Centred on the table centre (130, 220).
    expect(x! + w! / 2).toBeCloseTo(130, 4);
    expect(y! + h! / 2).toBeCloseTo(220, 4);

    await userEvent.click(zoomOut);
    expect(screen.getByTestId('chair-zoom')).toHaveTextContent('375%');
  });

  it('saves the chairs in offset form to PATCH /restaurants/{id}, then closes and reports before and after', async () => {
    const patches = recordPatches();
    const { onClose, onSaved } = renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    await click('Add chair');
    await click('Save');

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const after = [...overrides, { shape: 'rect', ox: 4, oy: 4, width: 10, height: 10, radius: 3 }];
    expect(patches).toEqual([{ id: '3', body: { floorplan: { chairOverrides: { '12': after } } } }]);
    expect(onSaved).toHaveBeenCalledWith(overrides, after);
    expect(await screen.findByText('Chairs saved')).toBeInTheDocument();
  });

  it('saves the generated chairs as overrides once one of them was changed', async () => {
    const patches = recordPatches();
    const { onSaved } = renderDialog();
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    act(() => chairButtons()[0]!.focus());
    await userEvent.keyboard('{ArrowLeft}');
    await click('Save');
    await waitFor(() => expect(patches).toHaveLength(1));
    const saved = (patches[0]!.body as { floorplan: { chairOverrides: Record<string, TChairShape[]> } })
      .floorplan.chairOverrides['12']!;
    expect(saved).toHaveLength(6);
    // (115, 194) one grid step left and snapped: (110, 190), as an offset from the table origin (100, 200).
    expect(saved[0]).toEqual({ shape: 'circle', ocx: 10, ocy: -10, r: 4.5 });
    expect(onSaved).toHaveBeenCalledWith(null, saved);
  });

  it('Reset to generated shows one chair per seat and saves null (the override removed)', async () => {
    const patches = recordPatches();
    const { onSaved, onClose } = renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    await click('Reset to generated');
    expect(chairButtons()).toHaveLength(6);
    expect(screen.getByText('Generated chairs restored: Save to keep them.')).toBeInTheDocument();
    await click('Save');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches).toEqual([{ id: '3', body: { floorplan: { chairOverrides: { '12': null } } } }]);
    expect(onSaved).toHaveBeenCalledWith(overrides, null);
  });

  it("shows the server's error when Save fails and keeps the dialog open; the fallback without one", async () => {
    let attempt = 0;
    const patches = recordPatches(() => {
      attempt += 1;
      return attempt === 1
        ? HttpResponse.json({ error: 'Chairs must lie within 60 of their table' }, { status: 400 })
        : HttpResponse.json({}, { status: 500 });
    });
    const { onClose, onSaved } = renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    await click('Add chair');
    await click('Save');
    expect(await screen.findByText('Chairs must lie within 60 of their table')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(chairButtons()).toHaveLength(3);

    await click('Save');
    expect(await screen.findByText('Failed to save chairs')).toBeInTheDocument();
    expect(patches).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps the offsets when the table moves while the dialog is open', async () => {
    const patches = recordPatches();
    const { rerender } = renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    rerender({ table: { ...table, x: 400, y: 500 } });
    await click('Add chair');
    await click('Save');
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({
      floorplan: {
        chairOverrides: {
          '12': [...overrides, { shape: 'rect', ox: 4, oy: 4, width: 10, height: 10, radius: 3 }],
        },
      },
    });
  });

  it('saves null when every chair was deleted (the table then shows its generated chairs)', async () => {
    const patches = recordPatches();
    const { onSaved } = renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    act(() => chairButtons()[0]!.focus());
    await userEvent.keyboard('{Delete}');
    await userEvent.keyboard('{Delete}');
    expect(chairButtons()).toHaveLength(0);
    expect(within(dialog()).getByRole('button', { name: 'Add chair' })).toHaveFocus();
    await click('Save');
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({ floorplan: { chairOverrides: { '12': null } } });
    expect(onSaved).toHaveBeenCalledWith(overrides, null);
  });

  it('Cancel with changes asks first; discarding sends nothing', async () => {
    const patches = recordPatches();
    const { onClose, onSaved } = renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    await click('Add chair');
    await click('Cancel');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Discard your changes to these chairs?');
    expect(within(dialog()).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await click('Discard changes');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(patches).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('Escape or the close button with changes asks too; Keep editing keeps them, a close without changes does not ask', async () => {
    const { onClose } = renderDialog({ chairs: overrides });
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    // Nothing changed yet (selecting is not a change): the close button closes at once.
    await userEvent.click(chairButtons()[0]!);
    await click('Close the chair editor');
    expect(onClose).toHaveBeenCalledTimes(1);

    await click('Add chair');
    expect(chairButtons()).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Discard your changes to these chairs?');
    await click('Keep editing');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(chairButtons()).toHaveLength(3);
    await click('Close the chair editor');
    expect(within(dialog()).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Save without a change only closes', async () => {
    const patches = recordPatches();
    const { onClose, onSaved } = renderDialog();
    await screen.findByRole('dialog', { name: 'Chairs of table 5' });
    await userEvent.click(chairButtons()[0]!);
    await click('Save');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(patches).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('speaks Croatian to a Croatian user', async () => {
    renderDialog({}, aUser({ ...superadmin, language: 'hr' }));
    const hr = await screen.findByRole('dialog', { name: 'Stolice stola 5' });
    expect(within(hr).getByRole('group', { name: 'Stolice stola 5: 6 stolica' })).toBeInTheDocument();
    expect(within(hr).getByRole('button', { name: 'Stolica 2 od 6' })).toBeInTheDocument();
    for (const name of [
      'Dodaj stolicu',
      'Obriši odabranu',
      'Vrati generirane',
      'Odustani',
      'Spremi',
      'Povećaj',
      'Smanji',
    ]) {
      expect(within(hr).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(hr).getByTestId('chair-zoom')).toHaveTextContent('100 %');
  });
});
