import type { ComponentType } from 'react';
import type { SettingsSectionProps } from './section-props';
import { ConfirmationSection } from './sections/ConfirmationSection';
import { DetailsSection } from './sections/DetailsSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { HoursSection } from './sections/HoursSection';
import { LargePartiesSection } from './sections/LargePartiesSection';
import { NotificationsSection } from './sections/NotificationsSection';
import { SelfCancelSection } from './sections/SelfCancelSection';

/**
 * The settings dialog's sections in their order (guest spec §2.12). Further sections join after Notifications,
 * one line each, in this order: message templates, brand colours, special hours, bulk holidays, history.
 */
export const SETTINGS_SECTIONS: ReadonlyArray<{ key: string; Section: ComponentType<SettingsSectionProps> }> =
  [
    { key: 'hours', Section: HoursSection },
    { key: 'largeParties', Section: LargePartiesSection },
    { key: 'details', Section: DetailsSection },
    { key: 'features', Section: FeaturesSection },
    { key: 'selfCancel', Section: SelfCancelSection },
    { key: 'confirmation', Section: ConfirmationSection },
    { key: 'notifications', Section: NotificationsSection },
  ];
