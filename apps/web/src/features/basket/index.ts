/** The basket feature's public surface for other features. */
export { useAddToBasket } from './api';
