// What toasts need, loaded with the first toast (issue 8 §1): @mantine/notifications and the styles of its
// container. A screen that never shows a toast (the first view of /login, /reservations…) downloads none of it.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications, notifications } from '@mantine/notifications';
