import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

export const results = style({ display: 'grid', gap: vars.space.md });
