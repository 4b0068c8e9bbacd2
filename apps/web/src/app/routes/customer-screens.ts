import { lazy, type ComponentType } from 'react';
import { customerLoaders, type ScreenLoader } from '../../boot/screen-loaders';
import type { CustomerRouteKey } from '../../config/paths';

/** Screens built in this release (boot/screen-loaders.ts); every other route shows "W przygotowaniu". */
export const customerScreens: Partial<Record<CustomerRouteKey, ComponentType>> = Object.fromEntries(
  Object.entries(customerLoaders).map(([key, [, load]]) => [key, lazy(load as ScreenLoader)]),
);
