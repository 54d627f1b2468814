// Every visible text of the guest site in English (default) and Croatian (guest spec §1, §9).
import { en } from './en';
import { hr } from './hr';

export const translations = { en, hr };
