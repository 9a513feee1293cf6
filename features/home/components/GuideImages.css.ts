import { style } from '@vanilla-extract/css';

/** The gallery takes the dialog's whole width (the pictures are 4:3). */
export const gallery = style({ width: '100%' });
