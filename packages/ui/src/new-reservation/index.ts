/**
 * @stol/ui/new-reservation: the 'New reservation' button and its lazily loaded dialog (issue 22 §1). A subpath of
 * its own: @stol/ui's index is a shared singleton loaded on /login, and this belongs only to the host screens.
 */
export { NewReservationButton, type TNewReservationButtonProps } from './NewReservationButton';
