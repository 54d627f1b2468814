/**
 * @stol/ui/number-field: a number input on TextInput, used by the floor-plan editors and the settings screens
 * instead of Mantine's NumberInput (which would grow the shared @mantine/core copy every cold page loads). A
 * subpath of its own, not in @stol/ui's index: that module is a shared singleton loaded on /login.
 */
export { NumberField, type TNumberFieldProps, type TNumberFieldValue } from './NumberField';
export { parseNumberInput, stepNumber } from './number-field-value';
