import { expect, type Page } from './fixtures';

/**
 * Opens the approvals panel of /reservations, folded behind its count ('2 changes wait for approval', issue 22
 * §6), as a manager would: one click on the count (in English or Croatian). Answers the panel.
 */
export async function openApprovals(page: Page) {
  const panel = page.getByRole('region', { name: /^(Approval requests|Zahtjevi za odobrenje)$/ });
  const toggle = panel.getByRole('button', { name: /(wait(s)? for approval|čeka(ju)? odobrenje)$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return panel;
}
