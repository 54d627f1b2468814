import * as z from './z';
import { isCssColor } from './css-color-check';

export const CSS_COLOR_MESSAGE = 'A colour must be hex (e.g. #c49a6c), rgb(…) or hsl(…)';

export const ZCssColor = z.string().trim().max(64).refine(isCssColor, { message: CSS_COLOR_MESSAGE });
