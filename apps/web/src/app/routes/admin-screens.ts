import { lazy, type ComponentType } from 'react';
import { adminLoaders } from '../../boot/screen-loaders';

/** Admin screens built so far, by route path (boot/screen-loaders.ts); every other admin route says "W przygotowaniu". */
export const adminScreens: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(adminLoaders).map(([path, load]) => [path, lazy(load)]),
);
