import { expect, type Page } from '@playwright/test';
import { GUEST_SITE_ORIGIN } from '../../ports.mjs';

/**
 * Booking through the guest site's UI, as a guest does it, in one place for every suite: when the booking form
 * grows a step (the bot check that solves itself in the browser, say), only these helpers change.
 */

export interface TGuestDetails {
  name: string;
  /** National number, typed as a guest would ('91 234 5678'); +385 is the form's default code. */
  phone?: string;
  email?: string;
  guests?: number;
}

export interface TBooked {
  token: string;
  id: number;
  tableId: number | null;
  date: string;
  guests: number;
}

export const timeGroup = (page: Page) => page.getByRole('group', { name: 'Time' });

/** Opens restaurant `restaurantId`'s reservation page through the /restaurant/{id} fallback route. */
export async function openRestaurant(page: Page, restaurantId: number): Promise<void> {
  await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/${restaurantId}`);
  await expect(page.getByRole('heading', { name: 'Choose your table' })).toBeVisible();
}

/** The bar at the top of the reservation page: party, date and time first (issue 23 §1). */
export const choiceBar = (page: Page) => page.getByRole('region', { name: 'Your party, date and time' });

/**
 * Sets the Zagreb `day` in the bar and waits for its next bookable time, so the plan shows the tables then (a
 * table taken at today's next time cannot be chosen, and says why instead).
 */
export async function chooseDayInBar(page: Page, day: string): Promise<void> {
  await choiceBar(page).getByLabel('Date', { exact: true }).fill(day);
  await expect(choiceBar(page).getByLabel('Time', { exact: true })).toHaveValue(/^\d\d:\d\d$/);
}

/** Picks the Zagreb `day` in the bar, table `tableNumber` on the floor plan, and the day in the form; waits for the times. */
export async function pickTableAndDay(page: Page, tableNumber: number, day: string): Promise<void> {
  await chooseDayInBar(page, day);
  await page.getByRole('button', { name: new RegExp(`^Table ${tableNumber}, `) }).click();
  await page.getByRole('region', { name: 'Your reservation' }).getByLabel('Date', { exact: true }).fill(day);
  await expect(timeGroup(page).getByRole('button').first()).toBeVisible();
}

/** Clicks the first time of the day that can be booked; answers its HH:mm. */
export async function pickFirstFreeTime(page: Page): Promise<string> {
  const first = timeGroup(page).locator('button:not([data-unavailable])').first();
  const time = (await first.locator('.slot-time').textContent())!.trim();
  await first.click();
  return time;
}

/** Fills the guest's details (guests, name, phone, email) once a time is chosen. */
export async function fillDetails(page: Page, details: TGuestDetails): Promise<void> {
  if (details.guests !== undefined)
    await page
      .getByRole('region', { name: 'Your reservation' })
      .getByLabel('Guests', { exact: true })
      .fill(String(details.guests));
  await page.getByLabel('Name', { exact: true }).fill(details.name);
  await page.getByRole('textbox', { name: 'Phone' }).fill(details.phone ?? '91 234 5678');
  if (details.email) await page.getByRole('textbox', { name: /^Email/ }).fill(details.email);
}

/**
 * Presses Reserve and answers the booking the API made (201, with an idempotency key). The bot check ran by
 * itself (ALTCHA, on in the e2e stack as deployed) and its solution went with the booking, or with the hold the
 * booking consumes (a specific table is held with a proof, and its booking needs no second one: issue 19 §11).
 */
export async function submitReservation(page: Page): Promise<TBooked> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/reserve') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Reserve' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toBeTruthy();
  const sent = JSON.parse(response.request().postData() ?? '{}') as { altcha?: string; holdId?: string };
  expect(sent.altcha ?? sent.holdId).toBeTruthy();
  const { reservation } = (await response.json()) as { reservation: TBooked };
  return reservation;
}

/** The whole booking of table `tableNumber` of `restaurantId` at the first free time of `day`. */
export async function bookTable(
  page: Page,
  input: { restaurantId?: number; tableNumber: number; day: string } & TGuestDetails,
): Promise<TBooked & { time: string }> {
  await openRestaurant(page, input.restaurantId ?? 1);
  await pickTableAndDay(page, input.tableNumber, input.day);
  const time = await pickFirstFreeTime(page);
  await fillDetails(page, input);
  return { ...(await submitReservation(page)), time };
}

/** A large-party request on `restaurantId`'s page ('Large party (N+ guests)'): the first free time of `day`. */
export async function requestLargeParty(
  page: Page,
  input: { restaurantId?: number; day: string; guests: number } & TGuestDetails,
): Promise<{ id: number; time: string }> {
  await openRestaurant(page, input.restaurantId ?? 1);
  await page.getByRole('checkbox', { name: /^Large party/ }).check();
  await page
    .getByRole('region', { name: 'Your reservation' })
    .getByLabel('Date', { exact: true })
    .fill(input.day);
  await expect(timeGroup(page).getByRole('button').first()).toBeVisible();
  const time = await pickFirstFreeTime(page);
  await fillDetails(page, input);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/public/large-party') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send request' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  const { request } = (await response.json()) as { request: { id: number } };
  return { id: request.id, time };
}

/** A guest name no earlier run or test used. */
export const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}`;
