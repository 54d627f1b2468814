/**
 * @stol/ui/floorplan: the floor-plan renderer and its geometry. A subpath of its own, not in @stol/ui's index:
 * that module is a shared Module Federation singleton loaded on /login, and the renderer belongs only in the
 * apps that draw a plan.
 */
export { FloorPlan } from './FloorPlan';
export type { TCornerRadii, TFloorPlanProps, TFloorPlanTable, TTableColours } from './floor-plan-props';
export * from './geometry';
export * from './chair-editor-geometry';
export { resolveCornerRadii, roundedRectPath, tablePath, type TResolvedRadii } from './table-path';
