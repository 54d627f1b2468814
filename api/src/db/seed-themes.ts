import type { TTheme } from '@stol/contracts';

/**
 * Demo themes by restaurant id (issue 10 §3): restaurant 1 sends email confirmations, reminders and review
 * requests, so a new user sees them arrive in the mail catcher (`npm start`), and lets guests cancel or move a
 * booking through their link (until 6 hours before). Applied when the seed creates the restaurant; an existing
 * database keeps its theme.
 */
export const SEED_THEMES: Record<number, TTheme> = {
  1: {
    featureFlags: {
      enableEmailConfirmation: true,
      enableEmailReminders: true,
      enableReviewRequests: true,
      enableSelfCancel: true,
    },
    notifications: { emailFrom: 'Konoba Stol <konoba@stol.localhost>' },
  },
};
