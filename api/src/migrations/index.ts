import { Migration20261122041734_initial } from './Migration20261122041734_initial';

/** Every migration, in order. `npm run migration:create -w api` writes a new file: add its class here. */
export const MIGRATIONS = [Migration20261122041734_initial];
