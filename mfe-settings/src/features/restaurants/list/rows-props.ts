import type { TRestaurant } from '@stol/contracts';

/** What the table and the phone cards both take: the rows, what the user may do, and the row actions. */
export type TRestaurantRowsProps = {
  restaurants: TRestaurant[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (restaurant: TRestaurant) => void;
  onDelete: (restaurant: TRestaurant) => void;
};
