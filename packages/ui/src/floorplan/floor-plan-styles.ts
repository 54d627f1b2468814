/**
 * The renderer's CSS, rendered as a <style> inside the SVG so @stol/ui/floorplan needs no CSS pipeline in the
 * apps that bundle it. Every selector is under .stol-fp (styles in inline SVG apply to the whole document).
 * The table colours themselves are the caller's, set as SVG attributes: CSS here wins over them only in
 * forced-colors mode, where the system palette must (any CSS fill or stroke beats a presentation attribute, so
 * the rules below never set a property the caller's attributes set outside that mode).
 */
export const FLOOR_PLAN_CSS = `
.stol-fp { display: block; width: 100%; height: auto; -webkit-user-select: none; user-select: none; }
.stol-fp-canvas { fill: var(--mantine-color-body, #fff); }
.stol-fp-border { fill: none; stroke: var(--mantine-color-default-border, #ced4da); stroke-width: 2; pointer-events: none; }
.stol-fp-grid-line { fill: none; stroke: var(--mantine-color-default-border, #dee2e6); stroke-width: 0.5; }
.stol-fp-table { outline: none; }
.stol-fp-table[role='button'] { cursor: pointer; }
.stol-fp-table[data-draggable] { cursor: grab; touch-action: none; }
.stol-fp-table[data-dragging] { cursor: grabbing; }
.stol-fp-table[aria-disabled='true'] { cursor: not-allowed; }
.stol-fp-number { pointer-events: none; font-family: inherit; font-weight: 600; }
.stol-fp-selection { fill: none; stroke: var(--stol-fp-selection, #1864ab); stroke-width: 3; stroke-dasharray: 6 3; pointer-events: none; }
.stol-fp-focus { fill: none; stroke: var(--stol-fp-focus, #e8590c); stroke-width: 3; pointer-events: none; visibility: hidden; }
.stol-fp-table:focus-visible .stol-fp-focus { visibility: visible; }
@media (forced-colors: active) {
  .stol-fp-canvas { fill: Canvas; }
  .stol-fp-border { stroke: CanvasText; }
  .stol-fp-grid-line { stroke: GrayText; }
  .stol-fp-shape, .stol-fp-chair { fill: Canvas; stroke: CanvasText; }
  .stol-fp-pattern { stroke: CanvasText; }
  .stol-fp-ink { fill: CanvasText; stroke: CanvasText; }
  .stol-fp-number { fill: CanvasText; }
  .stol-fp-table[aria-disabled='true'] .stol-fp-shape { stroke: GrayText; }
  .stol-fp-table[aria-disabled='true'] .stol-fp-number { fill: GrayText; }
  .stol-fp-selection { stroke: Highlight; }
  .stol-fp-focus { stroke: CanvasText; }
}
`;
