import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

/** An unknown path under a remote's mount point: a heading and a way back (texts come from the remote). */
export function NotFoundState({
  title,
  backLabel,
  backTo,
}: {
  title: string;
  backLabel: string;
  backTo: string;
}) {
  return (
    <Stack gap="sm" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Anchor component={Link} to={backTo}>
        {backLabel}
      </Anchor>
    </Stack>
  );
}
