import { aRestaurant } from '@stol/platform/testing';

/** The restaurants GET /admin/restaurants/assigned answers by default. */
export const RESTAURANTS = [
  aRestaurant(),
  aRestaurant({ id: 2, name: 'Bistro Lanterna' }),
  aRestaurant({ id: 3, name: 'Pizzeria Riva' }),
];
