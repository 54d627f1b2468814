import { useDispatch, useSelector } from 'react-redux';
import type { TUser } from '@stol/contracts';
import { selectCurrentUser } from './session/selectors';
import type { TAppDispatch, TRootState } from './store';

export const useAppDispatch = useDispatch.withTypes<TAppDispatch>();
export const useAppSelector = useSelector.withTypes<TRootState>();

export function useCurrentUser(): TUser | null {
  return useAppSelector(selectCurrentUser);
}
