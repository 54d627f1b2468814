import { Text } from '@mantine/core';

/** The service rules' one line under a restaurant's hours (row-text.ts rulesSummary); nothing when none is set. */
export const RulesLine = ({ text }: { text: string }) =>
  text ? (
    <Text size="xs" c="dimmed" maw={280}>
      {text}
    </Text>
  ) : null;
