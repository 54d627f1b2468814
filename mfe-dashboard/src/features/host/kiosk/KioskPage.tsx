import { Button, Group, Stack, Title } from '@mantine/core';
import { useCurrentUser } from '@stol/platform';
import { EmptyState } from '@stol/ui';
import { NewReservationButton } from '@stol/ui/new-reservation';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NAMESPACE } from '../../../i18n/translations';
import { ZagrebClock } from '../../dashboard/restaurant/ZagrebClock';
import { ControlSizeContext } from '../control-size';
import { KioskScreen } from './KioskScreen';
import { RestaurantPicker } from './RestaurantPicker';

/** The restaurant in the URL (?restaurantId=), so a kiosk can be bookmarked and survives a reload. */
const fromQuery = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /kiosk (issue 11 §3): the host stand for a tablet at the door. Restaurant admins and staff see their
 * restaurant; superadmin and managers pick one. Large controls (≥ 44 px) and type readable from a step away.
 */
export default function KioskPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  if (!user) return <EmptyState message={t('signedOut')} />;
  const picks = user.role === 'superadmin' || user.role === 'restaurantmanager';
  const restaurantId = picks ? fromQuery(params.get('restaurantId')) : (user.restaurantId ?? null);
  const canFullScreen = typeof document !== 'undefined' && !!document.documentElement.requestFullscreen;

  return (
    <ControlSizeContext.Provider value="lg">
      <Stack gap="md" fz="lg">
        {/* The clock in the header row (issue 22 §4): on a 768 px tall tablet the tables start above the fold. */}
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={1} size="h2">
            {t('host.kiosk.title')}
          </Title>
          <ZagrebClock />
          <Group align="flex-end" wrap="wrap">
            {restaurantId !== null && <NewReservationButton restaurantId={restaurantId} size="lg" />}
            {picks && (
              <RestaurantPicker
                value={restaurantId}
                onChange={(id) => setParams(id === null ? {} : { restaurantId: String(id) })}
              />
            )}
            {canFullScreen && (
              <Button
                size="lg"
                variant="default"
                onClick={() => void document.documentElement.requestFullscreen()}
              >
                {t('host.kiosk.fullScreen')}
              </Button>
            )}
          </Group>
        </Group>
        {restaurantId !== null ? (
          <KioskScreen restaurantId={restaurantId} />
        ) : (
          <EmptyState message={picks ? t('host.kiosk.chooseRestaurant') : t('day.noRestaurant')} />
        )}
      </Stack>
    </ControlSizeContext.Provider>
  );
}
