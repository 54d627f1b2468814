import { InputBase, type InputBaseProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';

export type TTextAreaProps = InputBaseProps &
  Omit<ComponentPropsWithoutRef<'textarea'>, keyof InputBaseProps> & {
    /** The textarea's CSS resize; vertical by default (the width follows the layout). */
    resize?: CSSProperties['resize'];
  };

/**
 * A multi-line text field: Mantine's InputBase rendering a textarea, with the label, description and error of every
 * other field. Not Mantine's Textarea: the shared @mantine/core copy keeps every component any app imports and
 * every cold page (/login too) downloads it; InputBase is already in it (mfe-reservations' date filter).
 */
export function TextArea({ resize = 'vertical', ...props }: TTextAreaProps) {
  return <InputBase component="textarea" multiline {...props} styles={{ input: { resize } }} />;
}
