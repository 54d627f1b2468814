/** Table numbers as the host reads them: '4 + 5'. */
export const tablesText = (numbers: readonly number[]): string => numbers.join(' + ');
