import { Button, Group, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface TDashboardLink {
  /** An absolute back-office route (the shell's router resolves it, not this remote's). */
  to: string;
  label: string;
}

/** Shortcuts from a dashboard to other back-office screens, as a labelled navigation landmark. */
export function LinkButtons({ title, links }: { title: string; links: TDashboardLink[] }) {
  return (
    <nav aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Group>
        {links.map((link) => (
          <Button key={link.to} component={Link} to={link.to} variant="light">
            {link.label}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
