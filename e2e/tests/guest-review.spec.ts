import { expect, test } from './fixtures';
import { API_URL, GUEST_SITE_ORIGIN } from '../ports.mjs';
import { zagrebDayFromToday } from './booking-api';
import { axeProblems } from './axe';
import { bookTable } from './guest/booking-ui';
import { moveReservationIntoPastForTest } from './guest/test-hooks';

/**
 * Review after the visit (guest spec §2.6, issue 12 §4). A guest can only book the future, so the booking made
 * on the site is moved a year back by a test-only API hook (guest/test-hooks.ts) to stand for a visit
 * that took place; everything else goes through the site and the public API.
 */
test('after the visit a guest leaves 1–5 stars and a comment with a 500-character counter, once', async ({
  page,
}) => {
  const booked = await bookTable(page, { tableNumber: 9, day: zagrebDayFromToday(33), name: 'Review Guest' });
  const link = `${GUEST_SITE_ORIGIN}/review?token=${booked.token}`;

  // Before the visit the screen says so and offers no form.
  await page.goto(link);
  await expect(page.getByText('You can leave a review after your visit.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  await moveReservationIntoPastForTest(booked.id);
  await page.reload();
  const stars = page.getByRole('group', { name: 'Rating' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  // No rating yet: refused in words, nothing sent.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select a rating')).toBeVisible();

  // The review form passes axe on a phone and a desktop.
  const problems: string[] = [];
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    problems.push(...(await axeProblems(page, `review form ${size.width}px`)));
  }
  expect(problems).toEqual([]);

  await stars.getByRole('radio', { name: '4 of 5 stars' }).check();
  const comment = page.getByLabel('Comment (optional)');
  await expect(page.getByText('0/500')).toBeVisible();
  await comment.fill('Lovely evening, the grilled fish was excellent.');
  await expect(page.getByText('47/500')).toBeVisible();
  // The field takes no more than 500 characters, and the counter stops there.
  await comment.fill('x'.repeat(520));
  await expect(comment).toHaveValue('x'.repeat(500));
  await expect(page.getByText('500/500')).toBeVisible();
  await comment.fill('Lovely evening, the grilled fish was excellent.');

  const sent = page.waitForResponse((r) => r.url().endsWith('/public/reviews/submit'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Thank You!')).toBeVisible();
  expect(await axeProblems(page, 'review thanks')).toEqual([]);

  // A second review of the same visit: the screen refuses it, and so does the API.
  await page.reload();
  await expect(page.getByText('This reservation has already been reviewed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  const again = await fetch(`${API_URL}/public/reviews/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: booked.token, rating: 5, comment: null }),
  });
  expect(again.status).toBe(409);
});
