/**
 * @stol/ui/confirm: confirmation dialogs. A subpath of its own, not in @stol/ui's index: that module is a shared
 * Module Federation singleton loaded on /login, and these dialogs belong only in the apps that delete things.
 */
export {
  DELETE_CONFIRMATION_WORD,
  TypedDeleteConfirm,
  type TTypedDeleteConfirmProps,
} from './TypedDeleteConfirm';
export { ConfirmDialog, type TConfirmDialogProps } from './ConfirmDialog';
