/** The basket feature's public surface for other features. */
export { useAddToBasket, useBasket } from './api';
export { BALANCE_TEXTS, pointsOver } from './balance';
