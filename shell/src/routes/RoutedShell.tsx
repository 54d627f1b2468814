import { BrowserRouter } from 'react-router';
import { ShellRoutes } from './ShellRoutes';

/** The back office behind the browser's address bar: a chunk of its own, which a cold /login does not load. */
export default function RoutedShell() {
  return (
    <BrowserRouter>
      <ShellRoutes />
    </BrowserRouter>
  );
}
