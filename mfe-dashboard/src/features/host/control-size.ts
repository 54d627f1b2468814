import { createContext, useContext } from 'react';

/**
 * The size of the host panels' inputs and buttons: 'md' in the day view, 'lg' on the kiosk, whose tablet
 * touch targets must be at least 44 px (Mantine lg is 50 px).
 */
export type TControlSize = 'md' | 'lg';

export const ControlSizeContext = createContext<TControlSize>('md');

export const useControlSize = (): TControlSize => useContext(ControlSizeContext);
