import type { ComponentType } from 'react';
import type { SettingsSectionProps } from './section-props';
import { BrandColorsSection } from './BrandColorsSection';
import { BulkHolidaysSection } from './BulkHolidaysSection';
import { HistorySection } from './HistorySection';
import { MessageTemplatesSection } from './MessageTemplatesSection';
import { SpecialHoursSection } from './SpecialHoursSection';
import { ConfirmationSection } from './sections/ConfirmationSection';
import { DetailsSection } from './sections/DetailsSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { HoursSection } from './sections/HoursSection';
import { LargePartiesSection } from './sections/LargePartiesSection';
import { NotificationsSection } from './sections/NotificationsSection';
import { SelfCancelSection } from './sections/SelfCancelSection';
import { ServiceSection } from './service/ServiceSection';

/**
 * The settings dialog's sections in their order (guest spec §2.12, then the history of issue 20 §4). A section
 * joins with one line here.
 */
export const SETTINGS_SECTIONS: ReadonlyArray<{ key: string; Section: ComponentType<SettingsSectionProps> }> =
  [
    { key: 'hours', Section: HoursSection },
    { key: 'service', Section: ServiceSection },
    { key: 'largeParties', Section: LargePartiesSection },
    { key: 'details', Section: DetailsSection },
    { key: 'features', Section: FeaturesSection },
    { key: 'selfCancel', Section: SelfCancelSection },
    { key: 'confirmation', Section: ConfirmationSection },
    { key: 'notifications', Section: NotificationsSection },
    { key: 'messageTemplates', Section: MessageTemplatesSection },
    { key: 'brandColors', Section: BrandColorsSection },
    { key: 'specialHours', Section: SpecialHoursSection },
    { key: 'bulkHolidays', Section: BulkHolidaysSection },
    { key: 'history', Section: HistorySection },
  ];
